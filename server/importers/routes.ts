import { importCalls } from '../../contracts/imports/calls';
import { IMPORT_MSG } from '../../contracts/imports/codes';
import type { CallRegistrar } from '../platform/calls';
import { badRequest, notFound } from '../platform/envelope';
import { auditActorOf } from '../shared/audit/index';
import type { Importer } from './core/define';
import { ImportFileError } from './core/types';
import type { ImportRunsService } from './runs/service';
import { isoDate } from '../../contracts/core/dates';

/** A file the importer cannot read is the caller's mistake: a 400 that says what is wrong with it. */
async function asBadRequest<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ImportFileError) throw badRequest(err.message, [{ field: 'file', message: err.message }]);
    throw err;
  }
}

const describe = (importer: Importer) => ({
  kind: importer.kind,
  title: importer.title,
  description: importer.description,
  needsCode: importer.needsCode,
  columns: importer.columns.map((c) => ({ key: c.key, names: [...c.names], required: c.required ?? false })),
});

/** The admin shell's importer calls (docs/imports.md). */
export function importRoutes(http: CallRegistrar, runs: ImportRunsService) {
  const importerOf = (kind: string) => {
    const importer = runs.importerOf(kind);
    if (!importer) throw badRequest(IMPORT_MSG.unknownKind, [{ field: 'kind', message: IMPORT_MSG.unknownKind }]);
    return importer;
  };

  http.handle(importCalls.importers, async (_input, { user }) => runs.importers(user).map(describe));
  http.handle(importCalls.preview, ({ query, file }, { user }) =>
    asBadRequest(() => runs.preview(importerOf(query.kind), file.bytes, file.filename, user)),
  );
  http.handle(importCalls.start, ({ query, file }, { user, request }) =>
    asBadRequest(() =>
      runs.start(
        {
          importer: importerOf(query.kind),
          bytes: file.bytes,
          fileName: file.filename,
          code: query.code?.toUpperCase() || undefined,
          dryRun: query.dryRun,
          asOf: query.asOf ?? isoDate(new Date()),
        },
        auditActorOf(user, request.id),
      ),
    ),
  );
  http.handle(importCalls.run, async ({ params }, { user }) => {
    const run = await runs.run(params.id, user);
    if (!run) throw notFound(IMPORT_MSG.runNotFound);
    return run;
  });
  http.handle(importCalls.runs, ({ query }, { user }) => runs.runs(query.page, query.limit, user));
}
