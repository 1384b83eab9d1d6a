import { Alert, Table, Tag } from 'antd';
import type { ImportPreview as Preview } from '../../../../contracts/imports/models';
import { useT } from '../../../lib/i18n';
import { adminDataMessages } from '../data/messages';
import { KeyboardScroll } from '../../../ui/kit/KeyboardScroll';

/** The file's first rows as the importer will read them: each header with the column it feeds, or 'ignored'. */
export function ImportPreview({ preview }: { preview: Preview }) {
  const t = useT(adminDataMessages);
  const matched = preview.headers.filter((h) => h.key !== null);
  return (
    <section aria-label={t('imports.preview')}>
      <p>
        <span translate="no">{preview.fileName}</span>: {t('imports.rows', { count: preview.total })} {t('imports.columnsRead')}{' '}
        {preview.headers.map((h, i) => (
          <Tag key={`${h.name}-${i}`} color={h.key ? 'blue' : undefined}>
            {h.name ? <span translate="no">{h.name}</span> : t('imports.blank')}{' '}
            {h.key ? <span translate="no">→ {h.key}</span> : t('imports.ignored')}
          </Tag>
        ))}
      </p>
      {preview.missing.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={
            <>
              {t('imports.missingColumns')} <span translate="no">{preview.missing.join(', ')}</span>
            </>
          }
        />
      )}
      <KeyboardScroll label={t('imports.preview')}>
        <Table
          size="small"
          rowKey="line"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={preview.rows}
          columns={[
            { title: t('imports.line'), dataIndex: 'line', width: 70 },
            ...matched.map((h) => ({
              title: <span translate="no">{h.key}</span>,
              key: h.key!,
              render: (_: unknown, row: Preview['rows'][number]) => <span translate="no">{row.values[h.key!] ?? ''}</span>,
            })),
          ]}
        />
      </KeyboardScroll>
    </section>
  );
}
