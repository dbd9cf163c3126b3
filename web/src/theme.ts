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
  },
  dark: {},
});
