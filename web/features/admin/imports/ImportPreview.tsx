import { Alert, Table, Tag } from 'antd';
import type { ImportPreview as Preview } from '../../../../contracts/imports/models';

/** The file's first rows as the importer will read them: each header with the column it feeds, or 'ignored'. */
export function ImportPreview({ preview }: { preview: Preview }) {
  const matched = preview.headers.filter((h) => h.key !== null);
  return (
    <section aria-label="Preview">
      <p>
        {preview.fileName}: {preview.total} rows. Columns read:{' '}
        {preview.headers.map((h, i) => (
          <Tag key={`${h.name}-${i}`} color={h.key ? 'blue' : undefined}>
            {h.name || '(blank)'} {h.key ? `→ ${h.key}` : '(ignored)'}
          </Tag>
        ))}
      </p>
      {preview.missing.length > 0 && (
        <Alert type="error" showIcon title={`The file lacks required columns: ${preview.missing.join(', ')}`} />
      )}
      <Table
        size="small"
        rowKey="line"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={preview.rows}
        columns={[
          { title: 'Line', dataIndex: 'line', width: 70 },
          ...matched.map((h) => ({
            title: h.key,
            key: h.key!,
            render: (_: unknown, row: Preview['rows'][number]) => row.values[h.key!] ?? '',
          })),
        ]}
      />
    </section>
  );
}
