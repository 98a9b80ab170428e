import { type Writable } from 'node:stream';

import { DEFAULT_LOCALE, formatDate, type OrderExportInput, orderExportSchema } from '@backoffice/shared';

import { reserveCall } from '../../auth/call-limits';
import { type Caller } from '../../auth/caller';
import { type Context } from '../../context';
import { invalidFields, translateIssues } from '../../errors';
import { REPORT_FORMATS, reportCallLimit } from '../reports/exports';
import { ORDER_EXPORT_COLUMNS } from '../reports/columns';
import { fileCells, sheetColumns } from '../reports/files';
import { readAhead } from '../read-ahead';
import { streamOrderList } from './list-sql';

/**
 * The order queue as a file: one row per order of the desk's query (over every date when the desk
 * searches so), or of the selected orders among it. It goes out through the reports' writers (formulas
 * neutralised, amounts as numbers) as it is read, and counts against the user's report export limits.
 * Validation and the limit are checked before anything is sent; `write` then streams the file.
 */
export async function startOrderExport(
  ctx: Pick<Context, 'prisma' | 'reads' | 'config' | 'request'> & { caller: Caller },
  rawInput: unknown,
) {
  const parsed = orderExportSchema.safeParse(rawInput);
  if (!parsed.success) {
    translateIssues(parsed.error);
    throw invalidFields(parsed.error.issues);
  }
  const input = parsed.data;
  const release = await reserveCall(ctx.prisma, ctx.caller.account.id, reportCallLimit(ctx.config, 'export'));
  const batches = await readAhead(
    streamOrderList(ctx.reads, input.list, {
      openBounds: input.open_bounds,
      orderUuids: input.order_uuids,
      deskColumns: true,
    }),
  ).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const { mimeType, sink } = REPORT_FORMATS[input.format];
  const locale = ctx.request.locale ?? DEFAULT_LOCALE;
  const columns = sheetColumns(ORDER_EXPORT_COLUMNS, locale);
  return {
    fileName: orderExportFileName(input),
    mimeType,
    async write(out: Writable) {
      try {
        const file = sink(out, columns);
        // The list has a row per SIM: an order's rows are adjacent unless sorted by SIM kind.
        const written = new Set<number>();
        for await (const batch of batches) {
          const orders = [];
          for (const row of batch) {
            if (written.has(row.id)) continue;
            written.add(row.id);
            orders.push(row);
          }
          await file.addRows(
            orders.map((row) =>
              fileCells(
                ORDER_EXPORT_COLUMNS,
                {
                  ...row,
                  create_at: formatDate(row.create_at, 'DD.MM.YYYY HH:mm:ss'),
                },
                locale,
              ),
            ),
          );
        }
        await file.end();
      } finally {
        await release();
      }
    },
  };
}

/** `orders-<today>.csv`, or `orders-selected-<today>.xlsx` for a selection (Rome's day). */
function orderExportFileName(input: Pick<OrderExportInput, 'order_uuids' | 'format'>): string {
  const day = formatDate(new Date(), 'YYYY-MM-DD');
  return `orders${input.order_uuids ? '-selected' : ''}-${day}.${input.format}`;
}
