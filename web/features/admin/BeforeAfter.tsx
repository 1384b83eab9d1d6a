import { useT } from '../../lib/i18n';
import { adminMessages } from './messages';

/** A value as the audit log stored it: any JSON. */
type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: Json | undefined) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 1));

/** An audit entry's values: field by field when both sides are records, the changed fields marked; else both whole. */
export function BeforeAfter({ before, after }: { before: Json; after: Json }) {
  const t = useT(adminMessages);
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return (
      <table className="admin-diff">
        <thead>
          <tr>
            <th scope="col">{t('audit.field')}</th>
            <th scope="col">{t('audit.before')}</th>
            <th scope="col">{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody translate="no">
          {keys.map((key) => {
            const changed = JSON.stringify(b[key]) !== JSON.stringify(a[key]);
            return (
              <tr key={key} className={changed ? 'admin-diff__changed' : undefined}>
                <th scope="row">{key}</th>
                <td>{isRecord(before) ? show(b[key]) : '—'}</td>
                <td>{isRecord(after) ? show(a[key]) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }
  return (
    <div className="admin-diff admin-diff--whole">
      <div>
        <strong>{t('audit.before')}</strong>
        <pre translate="no">{before === null ? '—' : show(before)}</pre>
      </div>
      <div>
        <strong>{t('audit.after')}</strong>
        <pre translate="no">{after === null ? '—' : show(after)}</pre>
      </div>
    </div>
  );
}
