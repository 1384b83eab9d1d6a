/** An address with these values, empty ones and defaults (page 1, tab 1) left out. */
export function withQuery(path: string, values: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1) || (key === 'tab' && value === 1)) continue;
    q.set(key, String(value));
  }
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
