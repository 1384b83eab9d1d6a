import type { ThemeConfig } from 'antd';

/**
 * Brand colours shared by the UI kit and the page CSS (web/styles/app.css uses the same values). Every text colour
 * below reaches 4.5:1 on white (WCAG 2.1 AA), docs/accessibility.md lists the pairs.
 */
export const BRAND = {
  primary: '#0f5c8c',
  accent: '#a85a12',
  ink: '#1d2733',
  /** Secondary text: descriptions, placeholders, hints (5.5:1 on white; the kit's default grey reached 2.7:1). */
  muted: '#5b6b7c',
} as const;

/**
 * The kit's styles are generated once at build time from this theme (scripts/build-antd-css.tsx);
 * a fixed CSS-variable key and no hashing keep the generated class names equal to those rendered.
 */
export const theme: ThemeConfig = {
  cssVar: { key: 'cmsp' },
  hashed: false,
  token: {
    colorPrimary: BRAND.primary,
    colorLink: BRAND.primary,
    colorTextBase: BRAND.ink,
    // The kit's status colours darkened so their text reads on white and on their own tinted backgrounds.
    colorSuccess: '#237804',
    colorWarning: '#8f5600',
    colorError: '#cf1322',
    colorInfo: '#0958d9',
    // Their tints set by hand: derived from such dark seeds they come out grey, and the text on them too dark.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffccc7',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    colorTextDescription: BRAND.muted,
    colorTextPlaceholder: BRAND.muted,
    colorTextTertiary: BRAND.muted,
    // The selected item of menus and trees: light enough that the brand blue on it keeps 6:1.
    controlItemBgActive: '#e6f0f7',
    // Preset tag colours whose text on their own tint fell under 4.5:1.
    green: '#237804',
    gold: '#8f5600',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
};
