import { type Writable } from 'node:stream';

import { DEFAULT_LOCALE, ReportType } from '@backoffice/shared';

import { type CallLimit, reserveCall } from '../../auth/call-limits';
import { type Caller } from '../../auth/caller';
import { type Context } from '../../context';
import { createCsvSink, createXlsxSink } from '../../exports/spreadsheet-writers';
import { publicPathOf } from '../../files/storage';
import { readAhead } from '../read-ahead';
import { REPORT_COLUMNS } from './columns';
import { REPORT_DIRECTORY, REPORT_TYPE_SLUGS, sheetColumns, writeReport } from './files';
import { streamReport } from './query';
import { type ReportInput, reportInput, reportQueryOf } from './request';

/** The two files of a report, as the contract's `xlsLink` and `csvLink`. */
export const REPORT_FORMATS = {
  xlsx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    sink: createXlsxSink,
  },
  csv: { mimeType: 'text/csv; charset=utf-8', sink: createCsvSink },
} as const;
export type ReportFormat = keyof typeof REPORT_FORMATS;
const isReportFormat = (value: string | undefined): value is ReportFormat =>
  value !== undefined && Object.hasOwn(REPORT_FORMATS, value);

/**
 * An export's link names the report it holds: `…/reports/report-<type>-<from>_<to>[-<code>].<format>`.
 * Nothing is stored when a preview answers it; downloading it (POST /api/file/get-files) makes the
 * file from the database there and then. The same request always gets the same link.
 */
export function reportExportLink(input: ReportInput, format: ReportFormat): string {
  const code =
    input.type === ReportType.DiscountCodes && input.discount_code
      ? `-${encodeURIComponent(input.discount_code)}`
      : '';
  const slug = REPORT_TYPE_SLUGS[input.type];
  return publicPathOf(
    `${REPORT_DIRECTORY}/report-${slug}-${input.date_from}_${input.date_to}${code}.${format}`,
  );
}

const TYPE_OF_SLUG = new Map(Object.entries(REPORT_TYPE_SLUGS).map(([type, slug]) => [slug, Number(type)]));
const LINK_PATTERN = new RegExp(
  `^(?:${publicPathOf('')}|/)?${REPORT_DIRECTORY}/(report-(${[...TYPE_OF_SLUG.keys()].join('|')})-` +
    `(\\d{4}-\\d{2}-\\d{2})_(\\d{4}-\\d{2}-\\d{2})(?:-([^/]+))?\\.(xlsx|csv))$`,
);

export interface ReportExport {
  input: ReportInput;
  format: ReportFormat;
  fileName: string;
}

/** The export a link names, or null when the path is not an export's link (an ordinary stored file). */
export function parseReportExportLink(path: string): ReportExport | null {
  const match = LINK_PATTERN.exec(path);
  if (!match) return null;
  const [, fileName, slug, dateFrom, dateTo, code, format] = match;
  if (!fileName || !slug || !isReportFormat(format)) return null;
  let discountCode: string | null;
  try {
    discountCode = code ? decodeURIComponent(code) : null;
  } catch {
    return null;
  }
  const parsed = reportInput.safeParse({
    type: TYPE_OF_SLUG.get(slug),
    date_from: dateFrom,
    date_to: dateTo,
    discount_code: discountCode,
  });
  return parsed.success ? { input: parsed.data, format, fileName } : null;
}

/** The per-user limits of report previews and exports (REPORT_CALLS_AT_ONCE, REPORT_*_PER_HOUR). */
export const reportCallLimit = (config: Context['config'], kind: 'preview' | 'export'): CallLimit => ({
  kind: `report-${kind}`,
  label: `report ${kind}s`,
  atOnce: config.reportCallsAtOnce,
  perHour: kind === 'preview' ? config.reportPreviewsPerHour : config.reportExportsPerHour,
});

/**
 * Readies an export for a download: its query is resolved and one export is reserved against the
 * user's limits (4xx and 429 happen here, before anything is sent). `write` then streams the file in
 * the user's language into `out` and releases the reservation however it ends.
 */
export async function startReportExport(
  ctx: Pick<Context, 'prisma' | 'reads' | 'config' | 'request'> & { caller: Caller },
  report: ReportExport,
) {
  const query = await reportQueryOf(ctx.reads, report.input);
  const release = await reserveCall(ctx.prisma, ctx.caller.account.id, reportCallLimit(ctx.config, 'export'));
  const rows = await readAhead(streamReport(ctx.reads, query)).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const { mimeType, sink } = REPORT_FORMATS[report.format];
  const locale = ctx.request.locale ?? DEFAULT_LOCALE;
  const columns = sheetColumns(REPORT_COLUMNS[query.type], locale);
  return {
    fileName: report.fileName,
    mimeType,
    async write(out: Writable) {
      try {
        await writeReport(rows, query.type, [sink(out, columns)], locale);
      } finally {
        await release();
      }
    },
  };
}
