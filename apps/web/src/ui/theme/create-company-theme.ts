import {
  createTheme,
  darken,
  decomposeColor,
  getContrastRatio,
  lighten,
  type Theme,
} from '@mui/material/styles';
import { type CompanyTheme, DEFAULT_THEME } from '@screener/contracts/company';

export type Direction = 'ltr' | 'rtl';

function isColor(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    decomposeColor(value);
    return true;
  } catch {
    return false;
  }
}

/** A font name goes into a CSS declaration, so only a plain family name is accepted. */
function fontStack(fontFamily: unknown): string {
  const name =
    typeof fontFamily === 'string' && /^[\p{L}\p{N} _-]{1,60}$/u.test(fontFamily) ? fontFamily : null;
  const family = name ?? DEFAULT_THEME.fontFamily;
  return [`"${family}"`, 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(', ');
}

/**
 * Black or white, whichever reads better on a company colour and on the darker shade a hovered
 * button takes (MUI darkens by 0.3): MUI's own 87 % black falls under 4.5:1 on mid-tone colours.
 */
function textOn(color: string): string {
  const worst = (text: string) =>
    Math.min(getContrastRatio(color, text), getContrastRatio(darken(color, 0.3), text));
  return worst('#fff') >= worst('#000') ? '#fff' : '#000';
}

/**
 * The MUI theme of a company site from `custom_properties.theme` (spec part 1 §1). A missing or
 * malformed value falls back to the default theme's value instead of breaking every page.
 */
export function createCompanyTheme(
  companyTheme: Partial<CompanyTheme> | null | undefined,
  direction: Direction,
): Theme {
  const source = companyTheme ?? {};
  const primary = isColor(source.primaryColor) ? source.primaryColor : DEFAULT_THEME.primaryColor;
  const secondary = isColor(source.secondaryColor) ? source.secondaryColor : DEFAULT_THEME.secondaryColor;
  const background = isColor(source.backgroundColor) ? source.backgroundColor : DEFAULT_THEME.backgroundColor;
  const dark = typeof source.darkMode === 'boolean' ? source.darkMode : DEFAULT_THEME.darkMode;

  // A keyboard focus ring in the text colour: at least 3:1 against the page, as WCAG 2.2 asks.
  const focusRing = { outline: `2px solid ${dark ? '#fff' : 'rgba(0, 0, 0, 0.87)'}`, outlineOffset: 2 };

  return createTheme({
    direction,
    palette: {
      mode: dark ? 'dark' : 'light',
      primary: { main: primary, contrastText: textOn(primary) },
      secondary: { main: secondary, contrastText: textOn(secondary) },
      // MUI's reds reach only about 4.2:1 on the light and dark page colours; text needs 4.5:1, on
      // the page and on the lighter paper of cards and lists in a dark theme too (red 200 there).
      error: { main: dark ? '#ef9a9a' : '#c62828' },
      background: {
        default: background,
        // Cards and menus sit one step off the page colour so they stay visible on it.
        paper: dark ? lighten(background, 0.08) : darken(background, 0.03),
      },
    },
    typography: { fontFamily: fontStack(source.fontFamily) },
    // Spec part 1 §9: xs starts at 360 px and the mobile layout ends at 959 px.
    breakpoints: { values: { xs: 0, sm: 360, md: 960, lg: 1280, xl: 1920 } },
    components: {
      MuiCssBaseline: {
        styleOverrides: { ':where(a, [tabindex]:not([tabindex="-1"])):focus-visible': focusRing },
      },
      // Buttons, cards, tabs and menu items: MUI's own focus shade alone is too faint.
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiDialogContent: {
        styleOverrides: {
          // MUI removes the top padding under a title, which cuts an outlined field's label in half.
          root: { '.MuiDialogTitle-root + &': { paddingTop: 8 } },
        },
      },
    },
  });
}
