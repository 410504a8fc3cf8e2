import type { SxProps, Theme } from '@mui/material/styles';
import { PLAYER_HEIGHTS } from '@screener/contracts/ui';

/** Screens from this width up get the full heights; the theme's `sm` (360 px) is not this line. */
const WIDE_SCREEN = `@media (min-width: ${PLAYER_HEIGHTS.narrowBelowWidthPx}px)`;

/**
 * Player heights (spec part 2 §9): 600 px for frames and 60 vh for players, 98 vh in full screen,
 * and 40 vh on screens under 600 px wide.
 */
export function playerHeightSx(kind: 'frame' | 'player', fullScreen: boolean): SxProps<Theme> {
  if (fullScreen) return { blockSize: `${PLAYER_HEIGHTS.fullScreenVh}vh` };
  return {
    blockSize: `${PLAYER_HEIGHTS.narrowVh}vh`,
    [WIDE_SCREEN]: {
      blockSize: kind === 'frame' ? `${PLAYER_HEIGHTS.iframePx}px` : `${PLAYER_HEIGHTS.playerVh}vh`,
    },
  };
}
