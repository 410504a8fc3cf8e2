import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the current entry with `to` once rendered. The router's own `<Navigate>` would do the
 * same, but no page of the site uses it, and its code would join the chunk every page loads.
 */
export function RedirectTo({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
