import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { theme } from '../theme';
import { kitConfig } from './icons';
import { useLanguage } from '../../lib/i18n';

/** The portal's theme, the kit's texts in the page's language, and App's message and dialogs (App.useApp()). */
const runtimeTheme = { ...theme, zeroRuntime: true };

export function KitProviders({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <ConfigProvider theme={runtimeTheme} {...kitConfig(language)}>
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}
