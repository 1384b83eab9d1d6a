// A Vite plugin for the browser build only: the contracts (contracts/*) describe every call with zod schemas, which the
// server validates with; the browser needs none of them (the client reads a call's method, path and upload field, and
// the server validates every request anyway). For the client environment, each contract module that imports zod is
// rewritten without it: the schema declarations go, a call definition keeps everything but its params, query, body and
// output schemas, and whatever depended on a removed declaration goes too. Constants, labels and helpers stay as
// written. A browser module that still imports a removed schema fails the build ("is not exported"), so nothing can
// quietly depend on a schema that is not there. The server build (SSR) is untouched. See
// docs/decisions/0030-lean-first-paint.md.
import { readFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** The schema-valued parts of a call definition (contracts/core/calls.ts). */
const SCHEMA_KEYS = new Set(['params', 'query', 'body', 'output']);
const CONTRACTS = `${sep}contracts${sep}`;

interface Light {
  code: string;
  /** Top-level names the light module no longer declares. */
  removed: Set<string>;
}

function resolveModule(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, `${base}/index.ts`, base]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next spelling
    }
  }
  return undefined;
}

/** Identifiers a node refers to, outside the skipped nodes (property names after a dot and object keys are not references). */
function referencedNames(node: ts.Node, skip: ReadonlySet<ts.Node> = new Set()): Set<string> {
  const names = new Set<string>();
  const visit = (n: ts.Node) => {
    if (skip.has(n) || ts.isTypeNode(n)) return;
    if (ts.isIdentifier(n)) {
      const parent = n.parent;
      const isKey =
        (ts.isPropertyAccessExpression(parent) && parent.name === n) ||
        (ts.isPropertyAssignment(parent) && parent.name === n) ||
        (ts.isMethodDeclaration(parent) && parent.name === n);
      if (!isKey) names.add(n.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return names;
}

/** The schema properties of every defineCall({...}) inside a statement. */
function schemaProperties(statement: ts.Statement): ts.ObjectLiteralElementLike[] {
  const found: ts.ObjectLiteralElementLike[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && isDefineCall(n)) {
      const arg = n.arguments[0];
      if (arg && ts.isObjectLiteralExpression(arg)) {
        for (const prop of arg.properties) {
          const key = prop.name && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name)) ? prop.name.text : undefined;
          if (key && SCHEMA_KEYS.has(key)) found.push(prop);
        }
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(statement);
  return found;
}

const isDefineCall = (n: ts.Node): boolean => ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'defineCall';

/**
 * In a statement that defines calls, the arguments of other calls (helpers such as `idWrite(path, schema, summary)`)
 * that need a removed name: the light module passes `undefined` there, since the schema only fed a stripped property.
 */
function schemaArguments(statement: ts.Statement, removed: ReadonlySet<string>, skip: ReadonlySet<ts.Node>): ts.Expression[] {
  const found: ts.Expression[] = [];
  const visit = (n: ts.Node) => {
    if (skip.has(n)) return;
    if (ts.isCallExpression(n) && !isDefineCall(n)) {
      for (const arg of n.arguments) if ([...referencedNames(arg, skip)].some((name) => removed.has(name))) found.push(arg);
    }
    ts.forEachChild(n, visit);
  };
  visit(statement);
  return found;
}

/** The offset after a property's trailing comma, if it has one. */
function afterComma(source: string, end: number): number {
  const match = /^\s*,/.exec(source.slice(end));
  return match ? end + match[0].length : end;
}

const cache = new Map<string, Light>();
/** Modules being rewritten: an import cycle back to one of them is read as removing nothing. */
const inProgress = new Set<string>();

/** The browser's version of a contract module that imports zod. */
export function lightContract(file: string, source = readFileSync(file, 'utf8')): Light {
  const cached = cache.get(file);
  if (cached) return cached;
  inProgress.add(file);
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const removed = new Set<string>();
  /** Imported names that are gone where they come from: zod itself, or a removed declaration of another contract. */
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const spec = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const local: string[] = [];
    if (clause.name) local.push(clause.name.text);
    if (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings)) local.push(clause.namedBindings.name.text);
    const named = clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : [];
    if (spec === 'zod') {
      for (const el of named) removed.add(el.name.text);
      local.forEach((n) => removed.add(n));
      continue;
    }
    const target = resolveModule(file, spec);
    if (!target || !target.includes(CONTRACTS) || inProgress.has(target)) continue;
    const gone = lightContract(target).removed;
    for (const el of named) if (gone.has((el.propertyName ?? el.name).text)) removed.add(el.name.text);
  }

  // Call definitions lose their schemas first; then declarations that still need a removed name go, until none does.
  const edits: Array<[number, number, string]> = [];
  const kept = new Map<ts.Statement, Set<ts.Node>>();
  for (const statement of sf.statements) {
    if (ts.isImportDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) continue;
    if (ts.isExportDeclaration(statement)) continue;
    const schemas = schemaProperties(statement);
    for (const prop of schemas) edits.push([prop.getFullStart(), afterComma(source, prop.getEnd()), '']);
    kept.set(statement, new Set(schemas));
  }
  const namesOf = (statement: ts.Statement, skip: Set<ts.Node>) => {
    if (skip.size === 0) return referencedNames(statement);
    return referencedNames(statement, new Set([...skip, ...schemaArguments(statement, removed, skip)]));
  };
  const declared = (statement: ts.Statement): string[] => {
    if (ts.isVariableStatement(statement))
      return statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) return [statement.name.text];
    return [];
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (const [statement, skip] of kept) {
      if ([...namesOf(statement, skip)].some((n) => removed.has(n))) {
        declared(statement).forEach((n) => removed.add(n));
        edits.push([statement.getFullStart(), statement.getEnd(), '']);
        kept.delete(statement);
        changed = true;
      }
    }
  }
  const stillUsed = new Set<string>();
  for (const [statement, skip] of kept) {
    namesOf(statement, skip).forEach((n) => stillUsed.add(n));
    if (skip.size) for (const arg of schemaArguments(statement, removed, skip)) edits.push([arg.getStart(), arg.getEnd(), 'undefined']);
  }

  // Imports and re-exports of removed names go; so do imports nothing kept refers to any more.
  for (const statement of sf.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      !statement.moduleSpecifier &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      const names = statement.exportClause.elements.filter((el) => !removed.has((el.propertyName ?? el.name).text));
      names.forEach((el) => stillUsed.add((el.propertyName ?? el.name).text));
      const text = names.length ? `export { ${names.map((el) => el.getText()).join(', ')} };` : '';
      edits.push([statement.getStart(), statement.getEnd(), text]);
    }
  }
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause || statement.importClause.isTypeOnly) continue;
    const clause = statement.importClause;
    if (clause.name || (clause.namedBindings && !ts.isNamedImports(clause.namedBindings))) {
      const local = clause.name?.text ?? (clause.namedBindings as ts.NamespaceImport).name.text;
      if (removed.has(local) || !stillUsed.has(local)) edits.push([statement.getStart(), statement.getEnd(), '']);
      continue;
    }
    const elements = (clause.namedBindings as ts.NamedImports | undefined)?.elements ?? [];
    const names = elements.filter((el) => !el.isTypeOnly && !removed.has(el.name.text) && stillUsed.has(el.name.text));
    const spec = (statement.moduleSpecifier as ts.StringLiteral).text;
    edits.push([
      statement.getStart(),
      statement.getEnd(),
      names.length ? `import { ${names.map((el) => el.getText()).join(', ')} } from '${spec}';` : '',
    ]);
  }

  // An edit inside a removed statement is moot; the rest apply from the end so earlier offsets hold.
  const outer = edits.filter(([s, e]) => !edits.some(([s2, e2]) => s2 <= s && e <= e2 && (s2 !== s || e2 !== e)));
  let code = source;
  for (const [start, end, text] of outer.sort((a, b) => b[0] - a[0])) code = code.slice(0, start) + text + code.slice(end);
  const light = { code, removed };
  cache.set(file, light);
  inProgress.delete(file);
  return light;
}

export function clientContracts(): Plugin {
  return {
    name: 'cmsp:client-contracts',
    enforce: 'pre',
    transform(code, id) {
      if (this.environment.config.consumer !== 'client') return null;
      const file = id.split('?')[0]!;
      if (!file.includes(CONTRACTS) || !file.endsWith('.ts') || file.endsWith('.test.ts')) return null;
      cache.clear();
      return { code: lightContract(file, code).code, map: null };
    },
  };
}
