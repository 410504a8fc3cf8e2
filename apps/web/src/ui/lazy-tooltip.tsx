import type { TooltipProps } from '@mui/material/Tooltip';
import { lazy, type ReactElement, Suspense } from 'react';
import { useFirstMove } from './use-first-move';

// The tooltip and its positioning engine (Popper) are 10 KB a phone need not fetch to look.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/**
 * MUI's Tooltip, drawn from the visitor's first move on (a hover, touch or key press comes after
 * one): until then, and while it loads, the child alone, which keeps its own accessible name.
 */
export function LazyTooltip({ title, children }: { title: TooltipProps['title']; children: ReactElement }) {
  const moved = useFirstMove();
  if (!moved) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip title={title}>{children}</Tooltip>
    </Suspense>
  );
}
