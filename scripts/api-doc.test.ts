import { describe, expect, it } from 'vitest';
import { apiMarkdown, type JsonObject } from './api-doc';

const envelope = (data: JsonObject): JsonObject => ({
  200: {
    description: 'Default Response',
    content: {
      'application/json': { schema: { type: 'object', properties: { rspCode: { type: 'string' }, msg: { type: 'string' }, data } } },
    },
  },
});

const document: JsonObject = {
  openapi: '3.1.0',
  paths: {
    '/api/links/page/{page}/{limit}': {
      post: {
        summary: 'Friendly links | a page at a time',
        tags: ['site'],
        parameters: [
          { in: 'path', name: 'page', required: true, schema: { type: 'integer' } },
          { in: 'path', name: 'limit', required: true, schema: { type: 'integer' } },
        ],
        requestBody: { content: { 'application/json': { schema: { anyOf: [{ type: 'object', properties: {} }, { type: 'null' }] } } } },
        responses: envelope({
          type: 'object',
          properties: {
            list: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, linkName: { type: 'string' } } } },
            total: { type: 'integer' },
          },
        }),
      },
    },
    '/api/user/info': {
      get: {
        summary: 'The signed-in user',
        tags: ['accounts'],
        description: "Needs a session: the session cookie, or the `x-session-token` header. Without a live one: 401 'invalid token'.",
        responses: envelope({ type: 'object', properties: { userId: { type: 'integer' }, email: { type: 'string' } } }),
      },
    },
    '/api/admin/imports': {
      post: {
        summary: 'Start an import',
        tags: ['imports'],
        description: 'Administrators only: anyone else gets 404, as if the call did not exist.',
        parameters: [
          { in: 'query', name: 'kind', required: true, schema: { type: 'string' } },
          { in: 'query', name: 'dryRun', required: false, schema: { type: 'boolean' } },
        ],
        requestBody: {
          content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string' } }, required: ['file'] } } },
        },
        responses: envelope({
          type: 'object',
          properties: { id: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } },
          required: ['id'],
        }),
      },
    },
    '/api/market/export/{list}': {
      get: {
        summary: 'CSV of a market list',
        tags: ['site'],
        parameters: [{ in: 'path', name: 'list', required: true, schema: { type: 'string' } }],
        responses: { 200: { content: { 'application/json': { schema: { type: 'string', description: 'CSV text' } } } } },
      },
    },
  },
};

describe('apiMarkdown', () => {
  const markdown = apiMarkdown(document);

  it('lists every call once, under its tag, in the order of the document', () => {
    expect(markdown).toContain('4 calls under `/api`');
    const headings = [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual(['site', 'accounts', 'imports']);
    const site = markdown.slice(markdown.indexOf('## site'), markdown.indexOf('## accounts'));
    expect(site).toContain('`/api/links/page/{page}/{limit}`');
    expect(site).toContain('`/api/market/export/{list}`');
  });

  it('says who may call from the access note, and escapes pipes in a cell', () => {
    expect(markdown).toContain(
      '| POST | `/api/links/page/{page}/{limit}` | anyone | path `page`, `limit`; body (no fields) | `list[]?` (`id?`, `linkName?`), `total?` | Friendly links \\| a page at a time |',
    );
    expect(markdown).toContain('| GET | `/api/user/info` | session | none | `userId?`, `email?` | The signed-in user |');
  });

  it('names query fields and an upload form with optional ones marked, and a file answer by its description', () => {
    expect(markdown).toContain(
      '| POST | `/api/admin/imports` | admin | query `kind`, `dryRun?`; form `file` | `id`, `tags[]?` | Start an import |',
    );
    expect(markdown).toContain('| GET | `/api/market/export/{list}` | anyone | path `list` | CSV text | CSV of a market list |');
  });

  it('points to the conventions the document does not hold', () => {
    expect(markdown).toContain('[api-conventions.md](api-conventions.md)');
  });
});
