/**
 * Cell readers shared by the Data area's importers (futures, index, prices, customs-imports, unapproved): numbers with
 * thousands separators, days and months in the ways Chinese and English files write them.
 */

/** A number cell: '1,234.5', '１２３' (full-width), ' 12 ' → number; empty → undefined; anything else → NaN. */
export function numberCell(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '' || text.trim() === '-' || text.trim() === '--') return undefined;
  const ascii = text.replace(/[０-９．]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/[,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(ascii) ? Number(ascii) : Number.NaN;
}

const pad = (n: string) => n.padStart(2, '0');
const validDay = (y: string, m: string, d: string) => {
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const t = Date.parse(`${iso}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().startsWith(iso) ? iso : undefined;
};

/** A day: 2024-03-05, 2024/3/5, 20240305, 2024年3月5日 (and an xlsx date, which arrives as YYYY-MM-DD). */
export function dayCell(text: string | undefined): string | undefined {
  const t = text?.trim() ?? '';
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T].*)?$/.exec(t) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  return m ? validDay(m[1]!, m[2]!, m[3]!) : undefined;
}

/** A month as its first day: 2024-03, 2024/3, 202403, 2024年3月, or a day of it. */
export function monthCell(text: string | undefined): string | undefined {
  const t = text?.trim() ?? '';
  const day = dayCell(t);
  if (day) return `${day.slice(0, 7)}-01`;
  const m = /^(\d{4})[-/.年](\d{1,2})月?$/.exec(t) ?? /^(\d{4})(\d{2})$/.exec(t);
  return m ? validDay(m[1]!, m[2]!, '1') : undefined;
}

/** Reads the named number cells; the first bad one gives the refusal. */
export function numbers<K extends string>(
  values: Partial<Record<K, string>>,
  keys: readonly K[],
  required: readonly K[],
): { ok: true; values: Record<K, number | undefined> } | { ok: false; reason: string } {
  const out = {} as Record<K, number | undefined>;
  for (const key of keys) {
    const n = numberCell(values[key]);
    if (n === undefined && required.includes(key)) return { ok: false, reason: `${key} is missing` };
    if (n !== undefined && (Number.isNaN(n) || n < 0)) return { ok: false, reason: `${key} is not a number: '${values[key]}'` };
    out[key] = n;
  }
  return { ok: true, values: out };
}
