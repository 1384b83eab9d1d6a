import { describe, expect, it } from 'vitest';
import { summaryOf } from './presenters';

describe('summaryOf', () => {
  it('takes the first paragraph as text, not the headings and lists after it', () => {
    expect(summaryOf('<p>Decree 248 applies &amp; matters.</p><h2>Who</h2><ul><li>Plants</li></ul>')).toBe('Decree 248 applies & matters.');
  });

  it('cuts a long paragraph at a word with an ellipsis', () => {
    const summary = summaryOf(`<p>${'word '.repeat(100)}</p>`);
    expect(summary.length).toBeLessThanOrEqual(221);
    expect(summary.endsWith('word…')).toBe(true);
  });
});
