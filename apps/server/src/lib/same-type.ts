/**
 * True when two types are the same, both ways. A module that implements a port whose record type
 * is written out in `ports/` (a table row) checks with it that its row and the port's record agree:
 * `true satisfies SameType<Row, PortRecord>` fails to compile as soon as a column changes.
 */
export type SameType<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
