import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { Language } from '../../lib/i18n';

/** The kit's own text (pagination, date pickers, empty tables, dialogs' OK and Cancel) in the page's language. */
export const kitLocale = (language: Language) => (language === 'zh' ? zhCN : enUS);

/**
 * The kit's buttons as written: the kit would put a space between two Chinese characters ('搜 索'); every
 * ConfigProvider of the portal passes this as its `button` (through kitConfig, web/ui/kit/icons.tsx).
 */
export const kitButton = { autoInsertSpace: false } as const;
