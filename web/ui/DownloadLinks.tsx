import { useT } from '../lib/i18n';
import { DownloadIcon } from './icons';
import { uiMessages } from './messages';

/** A table's downloads: the rows its filters select, as CSV and as Excel (format names, the same in every language). */
export function DownloadLinks({ csv, xlsx, label }: { csv: string; xlsx: string; label: string }) {
  const t = useT(uiMessages);
  return (
    <span className="ui-downloads" role="group" aria-label={t('downloads.label', { label })}>
      <a href={csv} download translate="no">
        <DownloadIcon /> CSV
      </a>
      <a href={xlsx} download translate="no">
        <DownloadIcon /> Excel
      </a>
    </span>
  );
}
