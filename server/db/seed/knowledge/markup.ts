/**
 * The demo articles are written in a small line-based markup so their text reads as prose in the source:
 * '## ' a heading, '- ' a bullet, '1. ' a numbered item, '| a | b |' a table row (the first row is the header),
 * any other line a paragraph; a blank line ends a list or table. Text is escaped; '**x**' becomes <strong>.
 */

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const inline = (text: string) => escape(text.trim()).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|');

type Block = { kind: 'ul' | 'ol' | 'table'; lines: string[] } | null;

export function markupToHtml(source: string): string {
  const out: string[] = [];
  let block: Block = null;
  const close = () => {
    if (!block) return;
    if (block.kind === 'table') {
      const [head = '', ...rows] = block.lines;
      const th = cells(head)
        .map((c) => `<th scope="col">${inline(c)}</th>`)
        .join('');
      const body = rows
        .map(
          (r) =>
            `<tr>${cells(r)
              .map((c) => `<td>${inline(c)}</td>`)
              .join('')}</tr>`,
        )
        .join('');
      out.push(`<table><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`);
    } else {
      out.push(`<${block.kind}>${block.lines.map((l) => `<li>${inline(l)}</li>`).join('')}</${block.kind}>`);
    }
    block = null;
  };
  const add = (kind: 'ul' | 'ol' | 'table', line: string) => {
    if (block?.kind !== kind) close();
    block ??= { kind, lines: [] };
    block.lines.push(line);
  };
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (!line) close();
    else if (line.startsWith('## ')) {
      close();
      out.push(`<h2>${inline(line.slice(3))}</h2>`);
    } else if (line.startsWith('- ')) add('ul', line.slice(2));
    else if (/^\d+\. /.test(line)) add('ol', line.replace(/^\d+\. /, ''));
    else if (line.startsWith('|')) add('table', line);
    else {
      close();
      out.push(`<p>${inline(line)}</p>`);
    }
  }
  close();
  return out.join('\n');
}
