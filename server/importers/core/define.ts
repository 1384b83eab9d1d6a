import type { ApplyOutcome, ColumnSpec, ImportContext, ImporterDefinition, RejectedRow, SourceRow } from './types';

/** An importer with its row types hidden, so importers of every kind sit in one list. */
export interface Importer {
  kind: string;
  title: string;
  description: string;
  needsCode: boolean;
  columns: readonly ColumnSpec[];
  /** Parses every row, applies the good ones, and returns what happened, parse refusals included. */
  execute(rows: SourceRow[], ctx: ImportContext): Promise<ApplyOutcome>;
}

/** Declares an importer: its columns, how a row is read and how the rows are written (docs/imports.md). */
export function defineImporter<K extends string, R, P = undefined>(definition: ImporterDefinition<K, R, P>): Importer {
  return {
    kind: definition.kind,
    title: definition.title,
    description: definition.description,
    needsCode: definition.needsCode ?? false,
    columns: definition.columns,
    async execute(rows, ctx) {
      const prepared = (definition.prepare ? await definition.prepare(ctx) : undefined) as P;
      const refused: RejectedRow[] = [];
      const good: { line: number; value: R }[] = [];
      for (const row of rows as SourceRow<K>[]) {
        const parsed = definition.parse(row, ctx, prepared);
        if (parsed.ok) good.push({ line: row.line, value: parsed.value });
        else refused.push({ line: row.line, reason: parsed.reason });
      }
      ctx.progress(0, good.length);
      const outcome =
        good.length > 0 ? await definition.apply(good, ctx, prepared) : { imported: 0, updated: 0, unchanged: 0, rejected: [] };
      ctx.progress(good.length, good.length);
      return { ...outcome, rejected: [...refused, ...outcome.rejected] };
    },
  };
}
