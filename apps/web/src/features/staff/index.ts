/** The staff feature's face: the back-office, loaded as one app of its own. */

// Nothing else uses this feature: the router loads its pages with import() of pages/ (a chunk each).
export {};
