import { describe, expect, it } from 'vitest';
import { changesOf, editModeOf, queueEditOf } from './edits';

describe('what an edit does (decision 0050)', () => {
  it('holds an approved item when edits are reviewed, applies it when not; resubmits a refused or expired one', () => {
    expect(editModeOf({ checkStatus: 2, expired: false }, true)).toBe('hold');
    expect(editModeOf({ checkStatus: 2, expired: false }, false)).toBe('apply');
    expect(editModeOf({ checkStatus: 3, expired: false }, false)).toBe('resubmit');
    expect(editModeOf({ checkStatus: 2, expired: true }, true)).toBe('resubmit');
    expect(editModeOf({ checkStatus: 1, expired: false }, true)).toBe('apply');
  });

  it('lists the changed fields only, lists as lines, null as empty', () => {
    expect(
      changesOf(
        { title: 'A', images: ['/a.jpg'], plantNo: null, content: 'same' },
        { title: 'B', images: ['/a.jpg', '/b.jpg'], plantNo: '', content: 'same' },
      ),
    ).toEqual([
      { field: 'title', before: 'A', after: 'B' },
      { field: 'images', before: '/a.jpg', after: '/a.jpg\n/b.jpg' },
    ]);
  });

  it('compares a pending edit with the live version, a resubmission with what it was', () => {
    const at = '2026-01-02T03:04:05+00:00';
    expect(queueEditOf({ state: 'pending', fields: { title: 'New' }, createdAt: at }, { title: 'Live' })?.changes).toEqual([
      { field: 'title', before: 'Live', after: 'New' },
    ]);
    expect(queueEditOf({ state: 'resubmitted', fields: { title: 'Old' }, createdAt: at }, { title: 'Live' })).toEqual({
      state: 'resubmitted',
      submittedAt: '2026-01-02T03:04:05.000Z',
      changes: [{ field: 'title', before: 'Old', after: 'Live' }],
    });
    expect(queueEditOf(null, { title: 'Live' })).toBeNull();
  });
});
