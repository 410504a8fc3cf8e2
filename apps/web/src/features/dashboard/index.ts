/** The dashboard feature's face: the viewer's own page (events, passes, bookings, profile). */

// Nothing else uses this feature: the router loads its pages with import() of pages/ (a chunk each).
export {};
