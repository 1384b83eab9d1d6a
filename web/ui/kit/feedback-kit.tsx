import { ConfigProvider, message, Modal } from 'antd';
import { theme } from '../theme';
import { documentLanguage } from '../../lib/i18n';
import { kitConfig } from './icons';
import type { KitFeedback } from './feedback';

/**
 * Loaded by kitFeedback() only. The kit's static message and dialogs render outside the page's tree: they take the
 * portal's theme here, and compute their own styles (a public page does not link the kit's stylesheet).
 */
export function feedback(): KitFeedback {
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider theme={theme} {...kitConfig(documentLanguage())}>
        {children}
      </ConfigProvider>
    ),
  });
  return { message, modal: Modal };
}
