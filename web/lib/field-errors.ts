import type { FormInstance } from 'antd';
import { MSG } from '../../contracts/core/codes';
import { ApiError } from './api';

/**
 * Puts a refused save's field errors (the envelope's data.errors, 'companyTags.2' naming an item of a list) at the
 * form's fields. Answers the sentence for the page's message: the server's own when no field of the form is named.
 */
export function showFieldErrors(form: FormInstance, err: unknown): string {
  if (!(err instanceof ApiError)) return MSG.unknownError;
  const known = new Set(Object.keys(form.getFieldsValue()));
  const placed = err.fieldErrors.filter((e) => known.has(e.field.split('.')[0]!));
  if (placed.length === 0) return err.message || MSG.unknownError;
  const byField = new Map<string, string[]>();
  for (const e of placed) {
    const name = e.field.split('.')[0]!;
    byField.set(name, [...(byField.get(name) ?? []), e.message]);
  }
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
  return 'Not saved: check the marked fields';
}
