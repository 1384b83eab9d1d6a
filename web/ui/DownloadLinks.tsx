import { DownloadIcon } from './icons';

/** A table's downloads: the rows its filters select, as CSV and as Excel. */
export function DownloadLinks({ csv, xlsx, label }: { csv: string; xlsx: string; label: string }) {
  return (
    <span className="ui-downloads" role="group" aria-label={`Download ${label}`}>
      <a href={csv} download>
        <DownloadIcon /> CSV
      </a>
      <a href={xlsx} download>
        <DownloadIcon /> Excel
      </a>
    </span>
  );
}
