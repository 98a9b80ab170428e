import { type PrismaClient } from '@backoffice/db';
import { DEFAULT_LOCALE, type Locale, OrderStatus, PaymentStatus, type ReportType } from '@backoffice/shared';

import { type Context } from '../../context';
import {
  createCsvSink,
  createXlsxSink,
  fileStream,
  type SheetColumn,
  type SheetSink,
  type SheetValue,
} from '../../exports/spreadsheet-writers';
import { type ReportColumn, REPORT_COLUMNS } from './columns';
import { type ReportQuery, type ReportRow, streamReport } from './query';

/** Rows of the table in the answer; the files hold them all. */
export const REPORT_TABLE_ROWS = 1000;
/** Folder of generated files (private: downloaded only through the file call, with a session). */
export const REPORT_DIRECTORY = 'reports';
/** Generated files are deleted after this long. */
export const REPORT_FILE_TTL_MS = 24 * 3600 * 1000;

const nameOf = (values: Record<string, number>) =>
  new Map(Object.entries(values).map(([name, value]) => [value, name]));
const ORDER_STATUS_NAMES = nameOf(OrderStatus);
const PAYMENT_STATUS_NAMES = nameOf(PaymentStatus);

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

/** A database row as the cells of a file: statuses by name, amounts and counts as numbers. */
export function fileCells(columns: readonly ReportColumn[], row: ReportRow): SheetValue[] {
  return columns.map((column) => {
    const value = row[column.key];
    if (value === null || value === undefined) return '';
    switch (column.kind) {
      case 'orderStatus':
        return ORDER_STATUS_NAMES.get(Number(value)) ?? String(value);
      case 'paymentStatus':
        return PAYMENT_STATUS_NAMES.get(Number(value)) ?? String(value);
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

/**
 * Streams the whole report from the database into the sinks, batch by batch, and keeps the first
 * `keep` rows for the answer. Returns the total number of rows.
 */
export async function writeReport(
  prisma: PrismaClient,
  query: ReportQuery,
  sinks: SheetSink[],
  keep = 0,
): Promise<{ total: number; first: Array<Record<string, string | number>> }> {
  const columns = REPORT_COLUMNS[query.type];
  const first: Array<Record<string, string | number>> = [];
  let total = 0;
  for await (const batch of streamReport(prisma, query)) {
    total += batch.length;
    for (let i = 0; i < batch.length && first.length < keep; i += 1) {
      first.push(jsonRow(columns, batch[i] as ReportRow));
    }
    if (sinks.length > 0) {
      const cells = batch.map((row) => fileCells(columns, row));
      for (const sink of sinks) await sink.addRows(cells);
    }
  }
  for (const sink of sinks) await sink.end();
  return { total, first };
}

/** Builds both files of a report in one pass over the database and records them as stored files. */
export async function generateReport(ctx: Context, query: ReportQuery, fileBaseName: string) {
  const columns = REPORT_COLUMNS[query.type];
  const locale = ctx.request.locale ?? DEFAULT_LOCALE;
  const sheet = sheetColumns(columns, locale);
  const csvOut = fileStream();
  const xlsxOut = fileStream();
  const savedCsv = ctx.storage.save(REPORT_DIRECTORY, 'csv', csvOut);
  const savedXlsx = ctx.storage.save(REPORT_DIRECTORY, 'xlsx', xlsxOut);
  let written;
  try {
    written = await writeReport(
      ctx.prisma,
      query,
      [createCsvSink(csvOut, sheet), createXlsxSink(xlsxOut, sheet)],
      REPORT_TABLE_ROWS,
    );
  } catch (error) {
    csvOut.destroy(error as Error);
    xlsxOut.destroy(error as Error);
    await Promise.allSettled([savedCsv, savedXlsx]);
    throw error;
  }
  const [csv, xlsx] = await Promise.all([savedCsv, savedXlsx]);
  const uploaderId = ctx.session?.user.id ?? null;
  await ctx.prisma.storedFile.createMany({
    data: [
      {
        storageKey: xlsx.key,
        originalName: `${fileBaseName}.xlsx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: xlsx.size,
        directory: REPORT_DIRECTORY,
        uploaderId,
      },
      {
        storageKey: csv.key,
        originalName: `${fileBaseName}.csv`,
        mimeType: 'text/csv; charset=utf-8',
        size: csv.size,
        directory: REPORT_DIRECTORY,
        uploaderId,
      },
    ],
  });
  return {
    reports: written.first,
    total: written.total,
    columns: columns.map((column) => ({ key: column.key, label: column.labels[locale], kind: column.kind })),
    xlsLink: xlsx.publicPath,
    csvLink: csv.publicPath,
  };
}

/** Deletes generated report files older than REPORT_FILE_TTL_MS (run by the job runner's maintenance). */
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
