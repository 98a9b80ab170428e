import { fromJsonColumn, Prisma, toJsonColumn } from '@backoffice/db';
import {
  type PersonalDataErasure,
  type PersonalDataErasureRequest,
  type PersonIdentity,
} from '@backoffice/shared';

import { recordAudit } from '../../audit';
import { type CallLimit, withCallLimit } from '../../auth/call-limits';
import { type PersonContext } from '../../context';
import { notFound } from '../../errors';
import { type FileStorage } from '../../files/storage';
import { redactorOf } from '../../personal-data/redact';
import { assertRecentlyConfirmed } from '../account/second-factor/step-up';
import { recordEvent } from '../events/outbox';
import { type JobHandler } from '../job-contract';
import { REPORT_DIRECTORY } from '../reports/files';
import { eraseRows, markOrdersErased, rowsOfOrders } from './erase-rows';
import {
  column,
  identityOf,
  ordersOf,
  PERSON_TABLES,
  type PersonTable,
  personRows,
  queryDigest,
} from './find-person';

export const PERSONAL_DATA_ERASURE_KIND = 'personal-data-erasure';

export const ERASURE_LIMIT: CallLimit = {
  kind: 'personal-data-erasure',
  label: 'erasures of personal data',
  atOnce: 1,
  perHour: 20,
};

interface ErasedCount {
  place: string;
  count: number;
}
/** The job's input, until its last step forgets it: who, and their orders as they were found. */
interface ErasurePayload {
  identity: PersonIdentity;
  orders: Array<{ id: number; uuid: string }>;
}
interface ErasureDetails {
  erased: ErasedCount[];
  /** Storage keys of deleted rows' files, removed by the files step. */
  files?: string[];
}

/** One step a place of the map, then the files, then the channels are told. */
const FILES_STEP = PERSON_TABLES.length;
const ERASURE_STEPS = FILES_STEP + 2;

/**
 * The rows of a place that the erasure treats: an order's own records by the orders found when it
 * started (an order placed since is not part of it), the others by what the person is known as. The
 * erasure's own job holds them until it ends, and is no place to erase.
 */
function erasedRowsOf(place: PersonTable, payload: ErasurePayload, jobId: string): Prisma.Sql {
  const orderIds = payload.orders.map((order) => order.id);
  if (place.table === 'orders' || 'through' in place.person) return rowsOfOrders(place.table, orderIds);
  const rows = personRows(place, payload.identity);
  return place.table === 'jobs' ? Prisma.sql`${rows} AND ${column('id')} <> ${jobId}::uuid` : rows;
}

/**
 * Starts the erasure of a customer (Art. 17), after a recent confirmation of who the administrator is
 * and the typed confirmation the request's schema checks. A job treats each place in a step of its
 * own; its orders are fixed now. Audited with a hash of who, never the data.
 */
export async function startPersonalDataErasure(
  ctx: PersonContext,
  request: PersonalDataErasureRequest,
): Promise<string> {
  await assertRecentlyConfirmed(ctx);
  return withCallLimit(ctx.prisma, ctx.caller.account.id, ERASURE_LIMIT, () =>
    ctx.prisma.$transaction(async (tx) => {
      const identity = await identityOf(tx, request);
      const orders = await tx.$queryRaw<Array<{ id: number; uuid: string }>>`
        SELECT id, uuid::text AS uuid FROM orders
        WHERE ${ordersOf(identity)}
        ORDER BY id FOR UPDATE`;
      const job = await tx.job.create({
        data: {
          kind: PERSONAL_DATA_ERASURE_KIND,
          status: 'pending',
          end: ERASURE_STEPS,
          payload: toJsonColumn({ identity, orders } satisfies ErasurePayload),
          details: toJsonColumn({ erased: [] } satisfies ErasureDetails),
          createdById: ctx.caller.account.id,
        },
        select: { id: true },
      });
      await recordAudit(tx, ctx, {
        action: 'personalData.erase',
        entityType: 'Person',
        entityId: queryDigest(request),
        changes: { erasure: job.id, orders: orders.length },
      });
      return job.id;
    }),
  );
}

/**
 * The erasure's steps, each in one transaction with the job's progress, so a step is done once and a
 * killed run resumes at the next: each place's rows; then the files of deleted rows and every report
 * file still kept (any may list the person; they are made again on demand); then the event
 * `customer.erased` is written and who it was is forgotten.
 */
export function personalDataErasureHandler(storage: Pick<FileStorage, 'remove'>): JobHandler {
  return {
    kind: PERSONAL_DATA_ERASURE_KIND,
    async run(run) {
      for (let step = run.job.current; step < run.job.end && !run.stopping; step += 1) {
        await run.step(step, step + 1, async (tx) => {
          const job = await tx.job.findUniqueOrThrow({ where: { id: run.job.id } });
          const payload = fromJsonColumn<ErasurePayload>(job.payload);
          const details = fromJsonColumn<ErasureDetails>(job.details);
          const place = PERSON_TABLES[step];
          if (place) {
            const erased = await eraseRows(
              tx,
              place.table,
              erasedRowsOf(place, payload, job.id),
              redactorOf(payload.identity),
            );
            if (place.table === 'orders')
              await markOrdersErased(
                tx,
                payload.orders.map((order) => order.id),
              );
            return {
              details: toJsonColumn({
                erased: [...details.erased, { place: place.table, count: erased.count }],
                files: [...(details.files ?? []), ...erased.files],
              } satisfies ErasureDetails),
            };
          }
          if (step === FILES_STEP) {
            const reports = await tx.storedFile.findMany({
              where: { directory: REPORT_DIRECTORY },
              select: { storageKey: true },
            });
            const files = [...(details.files ?? []), ...reports.map((file) => file.storageKey)];
            // Removing a file already gone does nothing: a step done again after a kill is safe.
            for (const key of files) await storage.remove(key);
            await tx.storedFile.deleteMany({ where: { storageKey: { in: files } } });
            return {
              details: toJsonColumn({
                erased: [...details.erased, { place: 'files', count: files.length }],
              } satisfies ErasureDetails),
            };
          }
          await recordEvent(tx, 'customer.erased', { erasure_uuid: job.id, orders: payload.orders });
          await tx.job.update({ where: { id: job.id }, data: { payload: Prisma.DbNull } });
          return { details: {}, result: toJsonColumn({ erased: details.erased }) };
        });
      }
    },
  };
}

const statusOf = (status: string): PersonalDataErasure['status'] =>
  status === 'succeeded' || status === 'failed' || status === 'running' ? status : 'pending';

/** An erasure's progress and counts, for any administrator (they name no one). */
export async function personalDataErasureStatus(
  ctx: PersonContext,
  erasureUuid: string,
): Promise<PersonalDataErasure> {
  const job = await ctx.prisma.job.findFirst({
    where: { id: erasureUuid, kind: PERSONAL_DATA_ERASURE_KIND },
    select: { id: true, status: true, current: true, end: true, details: true, result: true },
  });
  if (!job) throw notFound('Erasure');
  const counts = fromJsonColumn<Partial<ErasureDetails>>(job.result ?? job.details);
  return {
    erasure_uuid: job.id,
    status: statusOf(job.status),
    done: job.current,
    total: job.end,
    erased: counts.erased ?? [],
  };
}
