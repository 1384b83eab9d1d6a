import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lightContract } from '../../scripts/vite-client-contracts';

/**
 * The browser build's contracts (scripts/vite-client-contracts.ts): every contract module that imports zod, rewritten
 * as the client build rewrites it, must import no zod and keep every call definition (less its schemas) and every
 * export that is not a schema, with the same values.
 */
const ROOT = join(import.meta.dirname, '..');
const modules = readdirSync(ROOT).flatMap((area) =>
  readdirSync(join(ROOT, area))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(area, f)),
);
const withZod = modules.filter((rel) => /^import\s+(?!type\b)[^;]*from\s+'zod'/m.test(readFileSync(join(ROOT, rel), 'utf8')));

// The light contracts beside the untouched ones, as the client build sees them.
const LIGHT = mkdtempSync(join(tmpdir(), 'light-contracts-'));
cpSync(ROOT, LIGHT, { recursive: true, filter: (src) => !src.endsWith('.test.ts') });
for (const rel of modules) writeFileSync(join(LIGHT, rel), lightContract(join(ROOT, rel)).code);
afterAll(() => rmSync(LIGHT, { recursive: true, force: true }));

const isSchema = (v: unknown) => v instanceof z.ZodType;
const isCall = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && 'method' in v && 'path' in v;
const SCHEMA_KEYS = ['params', 'query', 'body', 'output'];
const withoutSchemas = (call: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(call).filter(([k]) => !SCHEMA_KEYS.includes(k)));

describe('client contracts', () => {
  it('finds the contract modules that use zod', () => {
    expect(withZod).toContain(join('market', 'calls.ts'));
    expect(withZod.length).toBeGreaterThan(20);
  });

  it.each(modules)('%s keeps its calls and constants without zod', async (rel) => {
    const code = readFileSync(join(LIGHT, rel), 'utf8');
    expect(code).not.toMatch(/^import\s+(?!type\b)[^;]*from\s+'zod'/m);
    const full = (await import(join(ROOT, rel))) as Record<string, unknown>;
    const light = (await import(join(LIGHT, rel))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(full)) {
      if (isSchema(value)) {
        expect(light[name], `${name} is a schema`).toBeUndefined();
      } else if (isCall(value)) {
        expect(light[name], name).toEqual(withoutSchemas(value));
      } else if (value && typeof value === 'object' && Object.values(value).some(isCall)) {
        const calls = light[name] as Record<string, unknown>;
        for (const [key, call] of Object.entries(value))
          expect(calls[key], `${name}.${key}`).toEqual(isCall(call) ? withoutSchemas(call) : call);
      } else if (typeof value === 'function') {
        // A schema factory (pageOf) goes with the schemas; a browser module importing it would fail the build.
        if (light[name] !== undefined) expect(typeof light[name], name).toBe('function');
      } else if (value !== undefined && !Object.values(value ?? {}).some(isSchema)) {
        expect(light[name], name).toEqual(value);
      }
    }
  });
});
