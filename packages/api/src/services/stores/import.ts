import {
  fromJsonColumn,
  givingWay,
  isEmbedded,
  type Prisma,
  type PrismaClient,
  toJsonColumn,
} from '@backoffice/db';
import { type StoreImportPreview, type StoreImportStart } from '@backoffice/shared';

import { recordAudit } from '../../audit';
import { type ApiConfig } from '../../config';
import { type Context } from '../../context';
import { readCsv } from '../../exports/csv-input';
import { geocoderFor } from '../../geocoding';
import { type JobHandler } from '../job-contract';
import { recordEvent } from '../events/outbox';
import {
  type PreparedStore,
  prepareStoreRow,
  type RejectedStoreRow,
  STORE_IMPORT_REQUIRED,
  type StoreImportRow,
  toStoreImportRow,
} from './store-rows';

export const STORE_IMPORT_KIND = 'stores';
/** Rows stored per statement while the job is prepared, and loaded per transaction on PostgreSQL. */
export const STORE_IMPORT_CHUNK = 1000;
/**
 * Rows loaded per transaction on the embedded database, where every statement holds the server's
 * thread: a step of 1,000 rows (their insert into two trigram indexes) ran up to ~120 ms, a quarter
 * of it leaves other requests a shorter wait.
 */
const EMBEDDED_STEP_ROWS = 250;
/** Bad rows listed in a preview answer (the counts cover all of them). */
const PREVIEW_ERRORS_MAX = 1000;

export interface StoreImportDetails {
  rowCount: number;
  successCount: number;
  successGeocodes: number;
  errorCount: number;
}

export async function readStoreImportFile(bytes: Uint8Array): Promise<StoreImportRow[]> {
  const table = await readCsv(bytes, STORE_IMPORT_REQUIRED);
  return table.records.map((record) => toStoreImportRow(record.line, record.values));
}

/** isLoad=false: parses and geocodes, writes nothing. */
export async function previewStoreImport(
  prisma: PrismaClient,
  config: ApiConfig,
  bytes: Uint8Array,
): Promise<StoreImportPreview> {
  const rows = await readStoreImportFile(bytes);
  const geocoder = geocoderFor(prisma, config.geocoder);
  let placed = 0;
  let successGeocodes = 0;
  const errors: StoreImportPreview['errors'] = [];
  let errorCount = 0;
  for (const row of rows) {
    const prepared = await prepareStoreRow(row, geocoder);
    if (prepared.ok) {
      placed += 1;
      if (prepared.geocoded) successGeocodes += 1;
    } else {
      errorCount += 1;
      if (errors.length < PREVIEW_ERRORS_MAX)
        errors.push({ line: row.line, store_name: row.store_name, reason: prepared.reason });
    }
  }
  return { rowCount: rows.length, placedCount: placed, successGeocodes, errorCount, errors };
}

/**
 * isLoad=true: stores the rows as a job and answers; a job runner loads them. The rows are written a
 * chunk at a time (each chunk giving way on the embedded database) while the job is 'preparing',
 * which no runner claims; it becomes pending, and is audited, once they are all in. A failure
 * removes the job.
 */
export async function startStoreImport(ctx: Context, bytes: Uint8Array): Promise<StoreImportStart> {
  const rows = await readStoreImportFile(bytes);
  const details: StoreImportDetails = {
    rowCount: rows.length,
    successCount: 0,
    successGeocodes: 0,
    errorCount: 0,
  };
  const job = await ctx.prisma.job.create({
    data: {
      kind: STORE_IMPORT_KIND,
      end: rows.length,
      details: toJsonColumn(details),
      result: { rejected: [] },
      createdById: ctx.caller?.account.id ?? null,
      status: 'preparing',
    },
    select: { id: true },
  });
  try {
    const giveWay = givingWay(ctx.prisma);
    for (let position = 0; position * STORE_IMPORT_CHUNK < rows.length; position += 1) {
      const chunk = rows.slice(position * STORE_IMPORT_CHUNK, (position + 1) * STORE_IMPORT_CHUNK);
      await ctx.prisma.jobPayloadChunk.create({
        data: { jobId: job.id, position, rows: toJsonColumn(chunk) },
        select: { position: true },
      });
      await giveWay();
    }
    // Released to the runners and recorded together; an empty file is done at once.
    await ctx.prisma.$transaction(async (tx) => {
      await tx.job.updateMany({
        where: { id: job.id, status: 'preparing' },
        data: rows.length === 0 ? { status: 'succeeded', finishedAt: new Date() } : { status: 'pending' },
      });
      await recordAudit(tx, ctx, {
        action: 'store.import',
        entityType: 'Job',
        entityId: job.id,
        changes: { rows: rows.length },
      });
    });
  } catch (error) {
    await ctx.prisma.job.deleteMany({ where: { id: job.id } }).catch(() => undefined);
    throw error;
  }
  return { job_uuid: job.id, current: 0, end: rows.length, rowCount: rows.length };
}

/** The rows of a store import job, read a chunk at a time as the steps move on (or from `payload`, for jobs written so). */
function storeImportRows(prisma: PrismaClient, job: { id: string; payload: unknown }) {
  const whole = job.payload as StoreImportRow[] | null;
  let loaded: { position: number; rows: StoreImportRow[] } | null = null;
  return async (index: number): Promise<StoreImportRow> => {
    if (whole) return whole[index] as StoreImportRow;
    const position = Math.floor(index / STORE_IMPORT_CHUNK);
    if (loaded?.position !== position) {
      const chunk = await prisma.jobPayloadChunk.findUniqueOrThrow({
        where: { jobId_position: { jobId: job.id, position } },
        select: { rows: true },
      });
      loaded = { position, rows: fromJsonColumn<StoreImportRow[]>(chunk.rows) };
    }
    return loaded.rows[index - position * STORE_IMPORT_CHUNK] as StoreImportRow;
  };
}

/**
 * One INSERT of a chunk, the columns as arrays (unnest): Prisma's createMany compiles and sends a
 * parameter per value, which made it the import's bottleneck.
 */
async function insertStores(tx: Prisma.TransactionClient, stores: PreparedStore[]) {
  await tx.$executeRaw`
    INSERT INTO stores (id, store_name, address, latitude, longitude, active)
    SELECT gen_random_uuid(), name, address, latitude, longitude, active
    FROM unnest(
      ${stores.map((store) => store.storeName)}::text[],
      ${stores.map((store) => store.address)}::text[],
      ${stores.map((store) => store.latitude)}::float8[],
      ${stores.map((store) => store.longitude)}::float8[],
      ${stores.map((store) => store.active)}::boolean[]
    ) AS rows(name, address, latitude, longitude, active)`;
}

/** Loads a store import job from `current` on, a step (one transaction) of rows at a time. */
export const storeImportHandler = (config: ApiConfig): JobHandler => ({
  kind: STORE_IMPORT_KIND,
  async run(run) {
    const { job, prisma } = run;
    const rowAt = storeImportRows(prisma, job);
    const geocoder = geocoderFor(prisma, config.geocoder);
    const stepRows = isEmbedded(prisma) ? EMBEDDED_STEP_ROWS : STORE_IMPORT_CHUNK;
    while (job.current < job.end && !run.stopping) {
      const from = job.current;
      const last = Math.min(from + stepRows, job.end);
      // Geocoding (possibly over HTTP, one address a second) happens before the transaction, which
      // stays short; a step ends early enough to renew the claim before its lease runs out.
      const deadline = Date.now() + run.leaseMs / 3;
      const stores: PreparedStore[] = [];
      const rejected: RejectedStoreRow[] = [];
      let geocoded = 0;
      let to = from;
      while (to < last && (to === from || Date.now() < deadline)) {
        const row = await rowAt(to);
        to += 1;
        const prepared = await prepareStoreRow(row, geocoder);
        if (prepared.ok) {
          stores.push(prepared.store);
          if (prepared.geocoded) geocoded += 1;
        } else {
          rejected.push({ ...row, reason: prepared.reason });
        }
      }
      await run.step(from, to, async (tx) => {
        if (stores.length > 0) await insertStores(tx, stores);
        // Read inside the step: the row is locked by the step's guarded update.
        const current = await tx.job.findUniqueOrThrow({
          where: { id: job.id },
          select: { details: true, result: true },
        });
        const before = fromJsonColumn<StoreImportDetails>(current.details);
        const previous = (current.result as { rejected?: RejectedStoreRow[] } | null)?.rejected ?? [];
        const details: StoreImportDetails = {
          rowCount: job.end,
          successCount: before.successCount + stores.length,
          successGeocodes: before.successGeocodes + geocoded,
          errorCount: before.errorCount + rejected.length,
        };
        if (to === job.end) {
          await recordEvent(tx, 'store.import_finished', {
            import_uuid: job.id,
            row_count: details.rowCount,
            success_count: details.successCount,
            success_geocodes: details.successGeocodes,
            error_count: details.errorCount,
          });
        }
        return {
          details: { ...details },
          result: rejected.length > 0 ? toJsonColumn({ rejected: [...previous, ...rejected] }) : undefined,
        };
      });
    }
  },
});
