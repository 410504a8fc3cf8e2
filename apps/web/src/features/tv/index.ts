/** The TV feature's face: the TV app's pairing, library and player pages. */

// Nothing else uses this feature: the router loads its pages with import() of pages/ (a chunk each).
export {};
