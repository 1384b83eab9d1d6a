import type { ThemeConfig } from 'antd';

/** Brand colours shared by the UI kit and the page CSS (web/styles/app.css uses the same values). */
export const BRAND = {
  primary: '#0f5c8c',
  accent: '#d9822b',
  ink: '#1d2733',
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
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
};
