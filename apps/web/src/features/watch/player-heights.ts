import type { SxProps, Theme } from '@mui/material/styles';
import { PLAYER_HEIGHTS } from '@screener/contracts/ui';

/**
 * Player heights (spec part 2 §9): 600 px for frames and 60 vh for players, 98 vh in full screen,
 * and 40 vh on screens under 600 px wide (MUI's `sm` breakpoint is 600 px).
 */
export function playerHeightSx(kind: 'frame' | 'player', fullScreen: boolean): SxProps<Theme> {
  if (fullScreen) return { blockSize: `${PLAYER_HEIGHTS.fullScreenVh}vh` };
  return {
    blockSize: {
      xs: `${PLAYER_HEIGHTS.narrowVh}vh`,
      sm: kind === 'frame' ? `${PLAYER_HEIGHTS.iframePx}px` : `${PLAYER_HEIGHTS.playerVh}vh`,
    },
  };
}
