/** The legal feature's face: about, privacy, terms, and the pages a payment returns to. */

// Nothing else uses this feature: the router loads its pages with import() of pages/ (a chunk each).
export {};
