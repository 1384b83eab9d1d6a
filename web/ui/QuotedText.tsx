/**
 * A sentence that quotes values from the data (a Reg.No., a registration code, a name, an address): each quoted value is
 * shown as data (translate="no"), so a Chinese sentence may hold a Latin code and no translation touches it. `quotes`
 * are the values as the sentence holds them; the longest is matched first where two start at the same place.
 */
export function QuotedText({ text, quotes }: { text: string; quotes: readonly string[] }) {
  const values = [...quotes].filter(Boolean).sort((a, b) => b.length - a.length);
  const parts: (string | { quote: string })[] = [];
  let rest = text;
  while (rest) {
    let at = -1;
    let found = '';
    for (const value of values) {
      const i = rest.indexOf(value);
      if (i >= 0 && (at < 0 || i < at)) [at, found] = [i, value];
    }
    if (at < 0) {
      parts.push(rest);
      break;
    }
    if (at > 0) parts.push(rest.slice(0, at));
    parts.push({ quote: found });
    rest = rest.slice(at + found.length);
  }
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <span key={i} translate="no">
            {part.quote}
          </span>
        ),
      )}
    </>
  );
}
