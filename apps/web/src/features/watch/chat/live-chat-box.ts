/**
 * The live chat panel's box, shared with the stand-in the stage draws while the panel's code is not
 * there yet, so the panel arriving moves nothing around it.
 */
export const LIVE_CHAT_BOX_SX = {
  blockSize: { xs: 420, md: '60vh' },
  minBlockSize: 320,
} as const;
