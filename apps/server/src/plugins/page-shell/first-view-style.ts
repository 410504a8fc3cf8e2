import { type CompanyTheme, DEFAULT_THEME } from '@screener/contracts/company';
import { FIRST_VIEW_ELEMENT_ID } from '@screener/contracts/first-view';
import { PLAYER_HEIGHTS } from '@screener/contracts/ui';

/** Only colours that cannot close the declaration they are written into. */
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\))$/i;
/** The web theme's rule for a font name. */
const FONT_NAME = /^[\p{L}\p{N} _-]{1,60}$/u;

const color = (value: unknown, fallback: string) =>
  typeof value === 'string' && COLOR.test(value.trim()) ? value.trim() : fallback;

/**
 * The first view's style, in the numbers the app's MUI theme uses (its `sm` breakpoint is 360 px,
 * `md` 960 px; a toolbar 64 px high from `sm`; containers padded 16 px, 24 px from `sm`), so the
 * view and the page the app then draws sit in the same places. Until the view is removed, the app's
 * root is not displayed: the app draws into it unseen, and the swap moves nothing that was seen.
 */
export function firstViewStyle(theme: Partial<CompanyTheme> | undefined): string {
  const dark = typeof theme?.darkMode === 'boolean' ? theme.darkMode : DEFAULT_THEME.darkMode;
  const background = color(theme?.backgroundColor, DEFAULT_THEME.backgroundColor);
  const text = dark ? '#fff' : 'rgba(0, 0, 0, 0.87)';
  const muted = dark ? 'rgba(255, 255, 255, 0.08)' : 'rgba(0, 0, 0, 0.04)';
  const line = dark ? 'rgba(255, 255, 255, 0.12)' : 'rgba(0, 0, 0, 0.12)';
  const font =
    typeof theme?.fontFamily === 'string' && FONT_NAME.test(theme.fontFamily)
      ? theme.fontFamily
      : DEFAULT_THEME.fontFamily;
  const id = `#${FIRST_VIEW_ELEMENT_ID}`;
  return [
    `${id}~#root{display:none}`,
    `body:has(${id}){margin:0;background:${background};color:${text};font-family:"${font}",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5;color-scheme:${dark ? 'dark' : 'light'}}`,
    `${id} *{box-sizing:border-box}`,
    `${id} img{display:block;max-inline-size:100%}`,
    `${id} a{color:inherit;text-decoration:none}`,
    `.fv-bar{display:flex;align-items:center;min-block-size:56px;padding-inline:16px}`,
    '.fv-home img{block-size:48px;max-inline-size:220px;object-fit:contain}',
    '.fv-banner img{inline-size:100%}',
    '.fv-name{font-size:1.25rem;font-weight:700;line-height:1.6}',
    '.fv-main{display:block;min-block-size:100dvh}',
    '.fv-page{max-inline-size:1280px;margin-inline:auto;padding:32px 16px}',
    '.fv-company{font-size:3rem;font-weight:400;line-height:1.167;margin:0 0 0.35em}',
    `.fv-hero{display:grid;border:1px solid ${line};border-radius:4px;overflow:hidden;margin-block:0 32px}`,
    `.fv-hero-picture,.fv-overview-picture{aspect-ratio:16/9;background:${muted}}`,
    `.fv-hero-picture img,.fv-overview-picture img{inline-size:100%;block-size:100%;object-fit:cover}`,
    '.fv-hero-words{padding:16px;min-block-size:200px;display:flex;flex-direction:column;justify-content:center}',
    '.fv-hero-words h2{font-size:1.5rem;font-weight:700;line-height:1.235;margin:0}',
    '.fv-overview{display:grid;gap:32px;align-content:start}',
    '.fv-overview-picture{border-radius:4px;overflow:hidden}',
    '.fv-event{font-size:2.125rem;font-weight:400;line-height:1.235;margin:0}',
    '.fv-watch{max-inline-size:1920px;padding-block:24px}',
    '.fv-watch .fv-event{margin-block-end:16px}',
    `.fv-player{block-size:${PLAYER_HEIGHTS.narrowVh}vh;background:#000}`,
    // The picture sits in the player's box as the video's poster and the film will (contained), so
    // the app taking over moves nothing; drawn early, it is the page's largest paint.
    '.fv-player img{inline-size:100%;block-size:100%;object-fit:contain}',
    '@media (min-width:360px){.fv-bar{min-block-size:64px;padding-inline:24px}.fv-page{padding-inline:24px}}',
    `@media (min-width:${PLAYER_HEIGHTS.narrowBelowWidthPx}px){.fv-player{block-size:${PLAYER_HEIGHTS.playerVh}vh}}`,
    '@media (min-width:960px){.fv-hero{grid-template-columns:7fr 5fr}.fv-hero-words{padding:32px;min-block-size:0}.fv-hero-words h2{font-size:2.125rem}.fv-overview{grid-template-columns:2fr 3fr}}',
  ].join('');
}
