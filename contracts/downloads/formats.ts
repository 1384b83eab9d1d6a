/** The file kinds every table's download comes in (decision 0018): CSV and an Excel workbook. */
export const DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** The most data rows an .xlsx holds: the workbook is built in memory (decision 0018). */
export const XLSX_MAX_ROWS = 10_000;
