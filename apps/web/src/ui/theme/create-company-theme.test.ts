import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { DEFAULT_THEME } from '@screener/contracts/company';
import { describe, expect, it } from 'vitest';
import { createCompanyTheme } from './create-company-theme';

/** A text colour as it shows on `surface`: a translucent one is mixed with what is under it. */
function onSurface(text: string, surface: string): string {
  const { values } = decomposeColor(text);
  const under = decomposeColor(surface).values;
  const opacity = values[3] ?? 1;
  const mixed = [0, 1, 2].map(
    (index) => (values[index] ?? 0) * opacity + (under[index] ?? 0) * (1 - opacity),
  );
  return recomposeColor({ type: 'rgb', values: [mixed[0] ?? 0, mixed[1] ?? 0, mixed[2] ?? 0] });
}

const lightTheme = {
  primaryColor: '#1976d2',
  secondaryColor: '#9c27b0',
  backgroundColor: '#fafafa',
  darkMode: false,
  fontFamily: 'Heebo',
};

describe('createCompanyTheme', () => {
  it('uses the company colours and font in light mode', () => {
    const theme = createCompanyTheme(lightTheme, 'ltr');
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.primary.main).toBe('#1976d2');
    expect(theme.palette.secondary.main).toBe('#9c27b0');
    expect(theme.palette.background.default).toBe('#fafafa');
    expect(theme.typography.fontFamily?.startsWith('"Heebo"')).toBe(true);
    expect(theme.direction).toBe('ltr');
  });

  it('switches to dark mode with light text on the dark background', () => {
    const theme = createCompanyTheme({ ...lightTheme, darkMode: true, backgroundColor: '#101010' }, 'ltr');
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.background.default).toBe('#101010');
    expect(theme.palette.text.primary).toBe('#fff');
    expect(theme.palette.background.paper).not.toBe('#101010');
  });

  it('writes error texts such as Registration closed at 4.5:1 at least on pages and cards', () => {
    for (const [darkMode, backgroundColor] of [
      [false, '#F7F4EC'],
      [true, '#0B1320'],
    ] as const) {
      const { palette } = createCompanyTheme({ ...lightTheme, darkMode, backgroundColor }, 'ltr');
      for (const surface of [palette.background.default, palette.background.paper])
        expect(getContrastRatio(palette.error.main, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes button texts at 4.5:1 at least on the company colours, plain and hovered', () => {
    for (const color of ['#3FC1C9', '#1B2A6B', '#E0A526', '#FFFFFF', '#1976d2']) {
      const { palette } = createCompanyTheme(
        { ...lightTheme, primaryColor: color, secondaryColor: color },
        'ltr',
      );
      for (const { main, dark, contrastText } of [palette.primary, palette.secondary]) {
        for (const surface of [main, dark])
          expect(getContrastRatio(surface, onSurface(contrastText, surface)), color).toBeGreaterThanOrEqual(
            4.5,
          );
      }
    }
  });

  it('is right-to-left for Hebrew', () => {
    expect(createCompanyTheme(lightTheme, 'rtl').direction).toBe('rtl');
  });

  it('falls back to the default theme without a company theme', () => {
    const theme = createCompanyTheme(undefined, 'ltr');
    expect(theme.palette.primary.main).toBe(DEFAULT_THEME.primaryColor);
    expect(theme.palette.background.default).toBe(DEFAULT_THEME.backgroundColor);
    expect(theme.palette.mode).toBe(DEFAULT_THEME.darkMode ? 'dark' : 'light');
    expect(theme.typography.fontFamily?.startsWith(`"${DEFAULT_THEME.fontFamily}"`)).toBe(true);
  });

  it('replaces a malformed colour or font name by the default instead of failing', () => {
    const theme = createCompanyTheme(
      { ...lightTheme, primaryColor: 'not-a-colour', fontFamily: 'x"; background: url(evil)' },
      'ltr',
    );
    expect(theme.palette.primary.main).toBe(DEFAULT_THEME.primaryColor);
    expect(theme.palette.secondary.main).toBe('#9c27b0');
    expect(theme.typography.fontFamily).not.toContain('evil');
  });
});
