import { HTML_LANG, useLanguage } from '../../lib/i18n';
import { writtenIn } from './written-in';
import './agreement.css';

/**
 * An operator's agreement (the registration agreement, the community Instruction): its HTML marked with the language
 * it is written in; a Chinese page that has only the English text says so first (`note`).
 */
export function AgreementText({ html, note }: { html: string; note: string }) {
  const language = useLanguage();
  const written = writtenIn(html.replace(/<[^>]*>/g, ' '));
  return (
    <>
      {language === 'zh' && html && written === 'en' && <p className="agreement-note">{note}</p>}
      <div className="agreement-text" lang={HTML_LANG[written]} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
