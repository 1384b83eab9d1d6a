import type { FormInstance } from 'antd';
import { ApiError, errorText } from './api';
import { problemMessages } from './api/messages';
import { translator, type Language } from './i18n';

/**
 * Puts a refused save's field errors (the envelope's data.errors, 'companyTags.2' naming an item of a list) at the
 * form's fields. Answers the sentence for the page's message, in its language: the server's own when no field of the
 * form is named.
 */
export function showFieldErrors(form: FormInstance, err: unknown, language: Language): string {
  if (!(err instanceof ApiError)) return errorText(language, err);
  const known = new Set(Object.keys(form.getFieldsValue()));
  const placed = err.fieldErrors.filter((e) => known.has(e.field.split('.')[0]!));
  if (placed.length === 0) return errorText(language, err);
  const byField = new Map<string, string[]>();
  for (const e of placed) {
    const name = e.field.split('.')[0]!;
    byField.set(name, [...(byField.get(name) ?? []), e.message]);
  }
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
  return translator(language, problemMessages)('problem.notSaved');
}
