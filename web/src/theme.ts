import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/** Noto Sans Thai carries Thai and Latin glyphs, so both languages share one typeface. */
export const FONT_FAMILY = '"Noto Sans Thai", system-ui, sans-serif';

export const theme = createTheme({
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: '700' },
  fontFamilyMonospace: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  primaryColor: 'indigo',
  // Shade 7 keeps white text on filled controls above 4.5:1 contrast.
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  // Thai stacks vowels and tone marks above and below the line: give lines room.
  lineHeights: { xs: '1.5', sm: '1.55', md: '1.6', lg: '1.6', xl: '1.6' },
});

/**
 * Mantine's default "dimmed" text and placeholders are gray 6 and 5 (about 3.3:1 and 2.1:1 on
 * white); one shade darker each keeps secondary text readable (WCAG AA for body text).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    // Red 6 (field errors) is about 3.6:1 on white; red 9 keeps error messages above 4.5:1, on
    // the page's gray background too.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Text of light badges, alerts and buttons is shade 9 on shade 1 (shade 2 on hover); for
    // these colours that is below 4.5:1 (green 9 on green 1: 3.9), so darker tones of each.
    '--mantine-color-indigo-light-color': '#2f44ad',
    '--mantine-color-green-light-color': '#1e6b2f',
    '--mantine-color-orange-light-color': '#9c3d05',
    '--mantine-color-yellow-light-color': '#7a5200',
    '--mantine-color-red-light-color': '#a51d1d',
    // Teal 9 on teal 1 is 4.3:1 (the candidate profile's skill badges).
    '--mantine-color-teal-light-color': '#06694b',
  },
  dark: {},
});
