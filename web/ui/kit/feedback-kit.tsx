import { ConfigProvider, message, Modal } from 'antd';
import enUS from 'antd/locale/en_US';
import { theme } from '../theme';
import type { KitFeedback } from './feedback';

/**
 * Loaded by kitFeedback() only. The kit's static message and dialogs render outside the page's tree: they take the
 * portal's theme here, and compute their own styles (a public page does not link the kit's stylesheet).
 */
export function feedback(): KitFeedback {
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider theme={theme} locale={enUS}>
        {children}
      </ConfigProvider>
    ),
  });
  return { message, modal: Modal };
}
