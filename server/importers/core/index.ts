/** The importer framework: what an importer of server/importers/<kind>/ is written against. */
export { defineImporter, type Importer } from './define';
export { normaliseHeader } from './match';
export { openFile, previewFile, runImport, type RunOptions } from './run';
export {
  ImportFileError,
  type ApplyOutcome,
  type ColumnSpec,
  type ImportContext,
  type ImporterDefinition,
  type ImportReport,
  type Parsed,
  type RejectedRow,
  type SourceRow,
} from './types';
