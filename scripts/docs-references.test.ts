import { describe, expect, it } from 'vitest';
import { findReferences, headingAnchors, repositoryPath, wordCount } from './docs-references';

describe('repositoryPath', () => {
  it('reads a path under a top-level folder, without its line range or trailing punctuation', () => {
    expect(repositoryPath('server/modules/market/eligibility.ts:32-204')).toBe('server/modules/market/eligibility.ts');
    expect(repositoryPath('server/platform/policy.ts:')).toBe('server/platform/policy.ts');
    expect(repositoryPath('(docs/decisions/),')).toBe('docs/decisions/');
    expect(repositoryPath('.ci/run')).toBe('.ci/run');
  });

  it('skips placeholders, patterns and words that are not repository paths', () => {
    for (const token of [
      'contracts/<area>/calls.ts',
      'server/modules/*/index.ts',
      'web/{page}',
      '/api/user/info',
      'build/app/main.js',
      'npm',
      'routes.ts',
    ])
      expect(repositoryPath(token)).toBeUndefined();
  });
});

describe('findReferences', () => {
  it('finds paths in code spans and fenced blocks, with their line', () => {
    const markdown = [
      'Start at `server/main.ts` and `npm start`.',
      '```',
      'web/          React Router app',
      '```',
      'No `build/` here.',
    ].join('\n');
    expect(findReferences(markdown, 'README.md')).toEqual([
      { path: 'server/main.ts', line: 1, kind: 'code' },
      { path: 'web/', line: 3, kind: 'code' },
    ]);
  });

  it('resolves a relative link against the file that makes it and drops its anchor', () => {
    const markdown = 'See [the market](market.md#eligibility) and [the README](../README.md).';
    expect(findReferences(markdown, 'docs/api.md')).toEqual([
      { path: 'docs/market.md', line: 1, kind: 'link', anchor: 'eligibility' },
      { path: 'README.md', line: 1, kind: 'link' },
    ]);
  });

  it('flags a link or a path that leaves the repository', () => {
    const markdown = 'The [spec](../shared/spec/portal-spec.md), the guide `../shared/guides/architecture.md`.';
    expect(findReferences(markdown, 'README.md')).toEqual([
      { path: '../shared/guides/architecture.md', line: 1, kind: 'code', outside: true },
      { path: '../shared/spec/portal-spec.md', line: 1, kind: 'link', outside: true },
    ]);
  });

  it('leaves web addresses, anchors and site paths alone', () => {
    const markdown = '[a](https://example.com/x.md) [b](#configuration) [c](/market) [d](mailto:a@b.c)';
    expect(findReferences(markdown, 'README.md')).toEqual([]);
  });
});

describe('headingAnchors', () => {
  it("gives GitHub's anchors: lower case, punctuation dropped, spaces as dashes, repeats numbered", () => {
    const markdown = ['# API', '## Guards: what `npm run check` fails on', '## Notes', '```', '# not a heading', '```', '## Notes'].join(
      '\n',
    );
    expect([...headingAnchors(markdown)]).toEqual(['api', 'guards-what-npm-run-check-fails-on', 'notes', 'notes-1']);
  });
});

describe('wordCount', () => {
  it('counts as wc -w does: runs of non-space characters', () => {
    expect(wordCount('# 0001 Fastify 5\n\n- **Why**: it is  fast.\n')).toBe(9);
  });
});
