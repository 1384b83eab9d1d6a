import { describe, expect, it } from 'vitest';
import { forumParams } from './params';

describe('forum addresses', () => {
  it('reads the forum label class, label, tab and search; a label code with odd characters is dropped', () => {
    expect(forumParams(new URL('http://x/exchange?labelClass=LOGISTICS&labelCode=REEFER&tab=3&content=plug'))).toEqual({
      labelClass: 'LOGISTICS',
      labelCode: 'REEFER',
      tab: 3,
      content: 'plug',
      page: 1,
    });
    expect(forumParams(new URL('http://x/exchange?labelCode=%3Cscript%3E&tab=7')).labelCode).toBeUndefined();
    expect(forumParams(new URL('http://x/exchange?tab=7')).tab).toBe(1);
  });
});
