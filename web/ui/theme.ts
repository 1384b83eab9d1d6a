import type { ThemeConfig } from 'antd';

/** Brand colours shared by the UI kit and the page CSS (web/styles/app.css uses the same values). */
export const BRAND = {
  primary: '#0f5c8c',
  accent: '#d9822b',
  ink: '#1d2733',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorLink: BRAND.primary,
    colorTextBase: BRAND.ink,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
};
