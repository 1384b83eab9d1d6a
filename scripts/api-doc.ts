// docs/api.md from the OpenAPI document (scripts/openapi.ts writes both): one table per area of every call, who may
// make it, what it takes and what its `data` holds. The conventions every call shares (the envelope, statuses,
// sessions, headers, paging) are prose the document does not hold: they live in docs/api-conventions.md.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : []);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The access notes scripts/openapi.ts's registrar writes into an operation's description, as a column's word. */
function whoMayCall(description: Json | undefined): string {
  if (typeof description !== 'string' || description === '') return 'anyone';
  if (description.startsWith('Administrators only')) return 'admin';
  if (description.startsWith('Needs a session')) return 'session';
  return description;
}

/** An object schema's fields; the branches of anyOf/oneOf/allOf merged (a body that may also be null, say). */
function fieldsOf(schema: Json | undefined): { name: string; required: boolean; schema: JsonObject }[] {
  if (!isObject(schema)) return [];
  const branches = [...asArray(schema.anyOf), ...asArray(schema.oneOf), ...asArray(schema.allOf)];
  if (branches.length > 0) {
    const seen = new Map<string, { name: string; required: boolean; schema: JsonObject }>();
    for (const branch of branches) for (const field of fieldsOf(branch)) if (!seen.has(field.name)) seen.set(field.name, field);
    return [...seen.values()];
  }
  const required = new Set(asArray(schema.required).filter((name): name is string => typeof name === 'string'));
  const properties = isObject(schema.properties) ? schema.properties : {};
  return Object.entries(properties).map(([name, field]) => ({ name, required: required.has(name), schema: isObject(field) ? field : {} }));
}

const code = (text: string) => `\`${text}\``;

/** `name` for a required field, `name?` for an optional one, `name[]` for a list. */
const label = (field: { name: string; required: boolean; schema: JsonObject }) =>
  code(`${field.name}${field.schema.type === 'array' ? '[]' : ''}${field.required ? '' : '?'}`);

function fieldNames(schema: Json | undefined): string {
  return fieldsOf(schema).map(label).join(', ');
}

function inputOf(operation: JsonObject): string {
  const parts: string[] = [];
  for (const where of ['path', 'query', 'header']) {
    const names = asArray(operation.parameters)
      .filter((parameter): parameter is JsonObject => isObject(parameter) && parameter.in === where)
      .map((parameter) => code(`${String(parameter.name)}${parameter.required === true ? '' : '?'}`));
    if (names.length > 0) parts.push(`${where} ${names.join(', ')}`);
  }
  const content = isObject(operation.requestBody) && isObject(operation.requestBody.content) ? operation.requestBody.content : {};
  for (const [type, media] of Object.entries(content)) {
    const names = fieldNames(isObject(media) ? media.schema : undefined);
    const kind = type === 'multipart/form-data' ? 'form' : 'body';
    parts.push(names ? `${kind} ${names}` : `${kind} (no fields)`);
  }
  return parts.join('; ') || 'none';
}

/** What the envelope's `data` holds: its fields, a list's item fields, or what a file answer is. */
function answerOf(operation: JsonObject): string {
  const ok = isObject(operation.responses) ? operation.responses['200'] : undefined;
  const content = isObject(ok) && isObject(ok.content) ? ok.content : {};
  const [type, media] = Object.entries(content)[0] ?? [];
  const schema = isObject(media) && isObject(media.schema) ? media.schema : undefined;
  if (!type || !schema) return '';
  const data = isObject(schema.properties) ? schema.properties.data : undefined;
  // Not an envelope: a file streamed as it is (a CSV download).
  if (data === undefined) return typeof schema.description === 'string' ? schema.description : String(schema.type ?? type);
  const fields = fieldsOf(data);
  if (fields.length === 0) {
    if (!isObject(data)) return 'see the document';
    const items = data.type === 'array' ? fieldNames(data.items) : '';
    return items ? `a list of (${items})` : code(String(data.type ?? 'see the document'));
  }
  return fields
    .map((field) => {
      const items = field.schema.type === 'array' ? fieldNames(field.schema.items) : '';
      return items ? `${label(field)} (${items})` : label(field);
    })
    .join(', ');
}

/** A table cell: one line, its pipes escaped. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

export function apiMarkdown(document: JsonObject): string {
  const byTag = new Map<string, string[]>();
  const paths = isObject(document.paths) ? document.paths : {};
  let count = 0;
  for (const [path, methods] of Object.entries(paths)) {
    if (!isObject(methods)) continue;
    for (const method of METHODS) {
      const operation = methods[method];
      if (!isObject(operation)) continue;
      const tag = String(asArray(operation.tags)[0] ?? 'other');
      const row = [method.toUpperCase(), code(path), whoMayCall(operation.description), inputOf(operation), answerOf(operation)];
      const summary = typeof operation.summary === 'string' ? operation.summary : '';
      byTag.set(tag, [...(byTag.get(tag) ?? []), `| ${[...row, summary].map(cell).join(' | ')} |`]);
      count += 1;
    }
  }
  const sections = [...byTag].map(
    ([tag, rows]) =>
      `## ${tag}\n\n| method | path | who | input | \`data\` | what it does |\n|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
  );
  return `${[PREAMBLE.replace('{count}', String(count)), ...sections].join('\n')}`;
}

const PREAMBLE = `# API calls

<!-- Written by \`npm run openapi\` from the call definitions (contracts/<area>/calls.ts) through docs/openapi.json;
\`npm run check:openapi\` fails when it differs. Edit the definitions or scripts/api-doc.ts, not this file. -->

The portal's JSON API: {count} calls under \`/api\`, grouped by area (the OpenAPI tag). The same document is served as
\`GET /api/openapi.json\` (OpenAPI 3.1) and browsable at \`GET /api/docs\`; [openapi.json](openapi.json) is its committed
copy, with every field's type and limits. What every call shares, the envelope \`{ rspCode, msg, data }\`, the
statuses and their messages, sessions, request headers and paging, is in [api-conventions.md](api-conventions.md).

- **who**: \`anyone\`; \`session\`, a signed-in user (401 \`invalid token\` without a live session); \`admin\`, an
  administrator (404 to anyone else, as if the call did not exist).
- **input**: the path, query and body fields by name; \`name?\` is optional, \`name[]\` a list. A \`form\` is
  multipart/form-data holding the file.
- **\`data\`**: the fields of a successful answer's \`data\`, marked as the input's are; a list's item fields in
  brackets.
`;
