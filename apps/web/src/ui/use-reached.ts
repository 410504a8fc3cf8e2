import { useInView } from 'react-intersection-observer';
import { useFirstMove } from './use-first-move';

/**
 * For a section just below the fold on a phone: true once it is in view, or from the visitor's
 * first scroll, touch or key press, so it is on its way before it is reached.
 */
export function useReached() {
  const { ref, inView } = useInView({ triggerOnce: true, fallbackInView: true });
  const moved = useFirstMove();
  return { ref, reached: inView || moved };
}
