import Box from '@mui/material/Box';
import { type ReactNode, useRef } from 'react';
import { useArrowNavigation } from '../use-arrow-navigation';

/**
 * The television's frame: the whole screen, large type and wide margins for a viewer three metres
 * away (10-foot layout), a focus ring that shows from across the room, and the remote's arrows.
 */
export function TvScreen({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useArrowNavigation(root);
  return (
    <Box
      ref={root}
      component="main"
      sx={{
        minBlockSize: '100vh',
        bgcolor: 'background.default',
        color: 'text.primary',
        paddingBlock: { xs: 3, md: '5vh' },
        paddingInline: { xs: 2, md: '5vw' },
        fontSize: { xs: '1.1rem', md: '1.6rem' },
        '& :focus-visible': { outline: '4px solid', outlineColor: 'primary.main', outlineOffset: 4 },
      }}
    >
      {children}
    </Box>
  );
}
