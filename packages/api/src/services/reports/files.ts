import { type PrismaClient } from '@backoffice/db';
import { DEFAULT_LOCALE, type Locale, orderStateName, type ReportType } from '@backoffice/shared';

import { type Context } from '../../context';
import { type SheetColumn, type SheetSink, type SheetValue } from '../../exports/spreadsheet-writers';
import { type ReportColumn, REPORT_COLUMNS } from './columns';
import { countReport, type ReportQuery, type ReportRow, streamReport } from './query';

/** Rows of the table in the preview; the exports hold them all. */
export const REPORT_TABLE_ROWS = 1000;
/**
 * The folder of report files: exports are served under it on request (exports.ts), and the files that
 * earlier versions wrote there are deleted after REPORT_FILE_TTL_MS. Private: never served publicly.
 */
export const REPORT_DIRECTORY = 'reports';
export const REPORT_FILE_TTL_MS = 24 * 3600 * 1000;

export const REPORT_TYPE_SLUGS: Record<ReportType, string> = {
  0: 'logistics',
  1: 'apn-settings',
  2: 'order-data',
  3: 'discount-codes',
};

export function sheetColumns(
  columns: readonly ReportColumn[],
  locale: Locale = DEFAULT_LOCALE,
): SheetColumn[] {
  return columns.map((column) => ({
    key: column.key,
    label: column.labels[locale],
    width: column.width,
    kind: column.kind === 'amount' ? 'amount' : column.kind === 'count' ? 'number' : 'text',
  }));
}

/**
 * A database row as the cells of a file: states by the name the screens give them in the file's
 * language, amounts and counts as numbers.
 */
export function fileCells(columns: readonly ReportColumn[], row: ReportRow, locale: Locale): SheetValue[] {
  return columns.map((column) => {
    const value = row[column.key];
    if (value === null || value === undefined) return '';
    switch (column.kind) {
      case 'orderStatus':
      case 'paymentStatus':
      case 'simStatus':
        return orderStateName(column.kind, Number(value), locale);
      case 'amount':
      case 'count':
        return Number(value);
      default:
        return String(value);
    }
  });
}

/** A database row as the answer's JSON: the column keys only, amounts and counts as numbers. */
export function jsonRow(columns: readonly ReportColumn[], row: ReportRow): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const column of columns) {
    const value = row[column.key];
    out[column.key] =
      value === null || value === undefined ? '' : column.kind === 'text' ? String(value) : Number(value);
  }
  return out;
}

/** Writes a report's rows (streamReport's batches) into the sinks, batch by batch. Returns the number of rows. */
export async function writeReport(
  batches: AsyncIterable<ReportRow[]>,
  type: ReportType,
  sinks: SheetSink[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ total: number }> {
  const columns = REPORT_COLUMNS[type];
  let total = 0;
  for await (const batch of batches) {
    total += batch.length;
    const cells = batch.map((row) => fileCells(columns, row, locale));
    for (const sink of sinks) await sink.addRows(cells);
  }
  for (const sink of sinks) await sink.end();
  return { total };
}

/**
 * A report's preview: its first REPORT_TABLE_ROWS rows and the count of all. Nothing is written: the
 * files are made when they are downloaded (exports.ts).
 */
export async function previewReport(prisma: PrismaClient, query: ReportQuery, locale: Locale) {
  const columns = REPORT_COLUMNS[query.type];
  const first: Array<Record<string, string | number>> = [];
  const [total] = await Promise.all([
    countReport(prisma, query),
    (async () => {
      for await (const batch of streamReport(prisma, query, { limit: REPORT_TABLE_ROWS })) {
        for (const row of batch) first.push(jsonRow(columns, row));
      }
    })(),
  ]);
  return {
    reports: first,
    total,
    columns: columns.map((column) => ({ key: column.key, label: column.labels[locale], kind: column.kind })),
  };
}

/** Deletes stored report files older than REPORT_FILE_TTL_MS (run by the job runner's maintenance). */
export async function deleteExpiredReportFiles(
  prisma: PrismaClient,
  storage: Context['storage'],
  now = new Date(),
): Promise<number> {
  const expired = await prisma.storedFile.findMany({
    where: { directory: REPORT_DIRECTORY, createdAt: { lt: new Date(now.getTime() - REPORT_FILE_TTL_MS) } },
    select: { id: true, storageKey: true },
    take: 1000,
  });
  for (const file of expired) {
    await storage.remove(file.storageKey);
    await prisma.storedFile.delete({ where: { id: file.id } }).catch(() => undefined);
  }
  return expired.length;
}
