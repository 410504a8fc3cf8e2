import Typography from '@mui/material/Typography';

/** A private-use character no translation contains, marking where the value goes. */
const SLOT = '\u{E000}';

/**
 * A translated line holding a value that must read left to right in every language (a meeting
 * ID, a password). In Hebrew the bidi rules would otherwise put the groups of "812 4471 0093" in
 * reverse order. The value is isolated in the markup rather than with invisible Unicode marks, so
 * copying it gives exactly the characters to type.
 */
export function LtrValueLine({ line, value }: { line: (slot: string) => string; value: string }) {
  const [before = '', after = ''] = line(SLOT).split(SLOT);
  return (
    <Typography>
      {before}
      <bdi dir="ltr">{value}</bdi>
      {after}
    </Typography>
  );
}
