import { DownloadOutlined } from '@ant-design/icons';

/** A table's downloads: the rows its filters select, as CSV and as Excel. */
export function DownloadLinks({ csv, xlsx, label }: { csv: string; xlsx: string; label: string }) {
  return (
    <span className="ui-downloads" role="group" aria-label={`Download ${label}`}>
      <a href={csv} download>
        <DownloadOutlined aria-hidden /> CSV
      </a>
      <a href={xlsx} download>
        <DownloadOutlined aria-hidden /> Excel
      </a>
    </span>
  );
}
