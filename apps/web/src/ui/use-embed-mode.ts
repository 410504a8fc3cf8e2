import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

const EMBED_PARAM = 'allowEmbed';
const STORAGE_KEY = 'screener.embed';

function rememberedEmbed(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberEmbed(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(STORAGE_KEY, 'true');
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked inside a third-party frame; the query alone then decides.
  }
}

/**
 * Embed mode (allowEmbed=true in the query) hides the site's header and footer. Once on, it stays
 * on for this tab, so in-site links (which do not carry the query) keep the embedded look;
 * `allowEmbed=false` turns it off again.
 */
export function useEmbedMode(): boolean {
  const [searchParams] = useSearchParams();
  const param = searchParams.get(EMBED_PARAM);
  if (param === 'true') return true;
  if (param === 'false') return false;
  return rememberedEmbed();
}

/**
 * Mounted once in the root layout: records the query flag, and puts `allowEmbed=true` back on an
 * in-site address that lost it, so a reload or a copied link stays embedded.
 */
export function useKeepEmbedMode(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const param = new URLSearchParams(location.search).get(EMBED_PARAM);
  useEffect(() => {
    if (param === 'true' || param === 'false') {
      rememberEmbed(param === 'true');
      return;
    }
    if (!rememberedEmbed()) return;
    const search = new URLSearchParams(location.search);
    search.set(EMBED_PARAM, 'true');
    void navigate(
      { pathname: location.pathname, search: `?${search.toString()}`, hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [param, location.pathname, location.search, location.hash, location.state, navigate]);
}
