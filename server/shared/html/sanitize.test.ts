import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml, textOfHtml } from './sanitize';

describe('article HTML', () => {
  it('keeps headings, paragraphs, lists, tables, links and images', () => {
    const html =
      '<h2>Chilled beef</h2><p>See <a href="/news/market-news/detail?id=3">the list</a>.</p><ul><li>one</li></ul>' +
      '<table><thead><tr><th scope="col">Port</th></tr></thead><tbody><tr><td colspan="2">Tianjin</td></tr></tbody></table>' +
      '<img src="https://img.example.com/a.png" alt="Port">';
    expect(sanitizeArticleHtml(html)).toBe(html.replace('alt="Port">', 'alt="Port" />'));
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<p onclick="alert(1)" style="color:red">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<form action="/x"><input name="a"></form>', ''],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
  ])('removes what runs or leaves: %s', (dirty, clean) => {
    expect(sanitizeArticleHtml(dirty)).toBe(clean);
  });

  it('sends absolute links off without opener or referrer, and drops a rel the writer set', () => {
    expect(sanitizeArticleHtml('<a href="https://gacc.gov.cn" rel="opener">GACC</a>')).toBe(
      '<a href="https://gacc.gov.cn" rel="noopener noreferrer">GACC</a>',
    );
    expect(sanitizeArticleHtml('<a href="/market" rel="opener">Market</a>')).toBe('<a href="/market">Market</a>');
  });

  it('reads the text of a body without its markup or scripts', () => {
    expect(textOfHtml('<h2>Beef</h2>\n<p>Tariff&nbsp;cut &amp; more</p><script>x()</script>')).toBe('Beef Tariff cut & more');
    // Cells, items and lines keep their words apart.
    expect(textOfHtml('<table><tr><th>Cut</th><td>Brisket</td></tr></table><ul><li>one</li><li>two</li></ul>a<br>b')).toBe(
      'Cut Brisket one two a b',
    );
  });
});
