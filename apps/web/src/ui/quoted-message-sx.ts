/** A chat message quoted in a dialog about it (reporting or deleting it): a rule at its start, its lines kept. */
export const quotedMessageSx = {
  margin: 0,
  marginBlockEnd: 2,
  paddingInlineStart: 1.5,
  borderInlineStart: 3,
  borderColor: 'divider',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;
