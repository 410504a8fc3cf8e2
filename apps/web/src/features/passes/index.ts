/** The passes feature's face: the passes on sale and a pass's overview. */

// Nothing else uses this feature: the router loads its pages with import() of pages/ (a chunk each).
export {};
