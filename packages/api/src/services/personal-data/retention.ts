import { Prisma, type PrismaClient } from '@backoffice/db';
import {
  OPEN_ORDER_STATUSES,
  RETENTION_DEFAULT_MONTHS,
  RETENTION_KINDS,
  type RetentionCounts,
  type RetentionKind,
  type RetentionPeriods,
} from '@backoffice/shared';

import { recordAudit } from '../../audit';
import { type FileStorage } from '../../files/storage';
import { FEEDBACK_DIRECTORY } from '../feedback/submission';
import { type PersonContext } from '../../context';
import { eraseOrderCustomer } from './erase-rows';
import { column } from './find-person';

type Db = Pick<PrismaClient, 'retentionPeriod' | '$queryRaw' | '$executeRaw'> | Prisma.TransactionClient;

/** Each kind's records, the time a record's age is counted from, and which records the kind holds. */
const RETENTION_PLACES: Record<RetentionKind, { table: string; madeAt: string; only?: Prisma.Sql }> = {
  contact_messages: { table: 'contact_messages', madeAt: 'created_at' },
  partner_requests: { table: 'partner_requests', madeAt: 'created_at' },
  email_log: { table: 'email_messages', madeAt: 'created_at' },
  webhook_attempts: { table: 'webhook_attempts', madeAt: 'at' },
  // A closed order unchanged since (a late refund or a correction moves it), its customer still there.
  closed_orders: {
    table: 'orders',
    madeAt: 'updated_at',
    only: Prisma.sql`status <> ALL(${[...OPEN_ORDER_STATUSES]}::smallint[]) AND personal_data_erased_at IS NULL`,
  },
};

/** Closed orders are anonymised this many to a transaction. */
const CLOSED_ORDER_BATCH = 100;

/** The periods in force: each kind's saved one, else its default. */
export async function readRetentionPeriods(db: Db): Promise<RetentionPeriods> {
  const saved = await db.retentionPeriod.findMany({ select: { kind: true, months: true } });
  const periods = { ...RETENTION_DEFAULT_MONTHS } as RetentionPeriods;
  for (const row of saved) {
    if ((RETENTION_KINDS as readonly string[]).includes(row.kind))
      periods[row.kind as RetentionKind] = row.months;
  }
  return periods;
}

/** Records older than this are past their period (months counted on the calendar, in UTC). */
function cutoffOf(months: number, now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

const pastPeriod = (kind: RetentionKind, months: number, now: Date) => {
  const { table, madeAt, only } = RETENTION_PLACES[kind];
  return Prisma.sql`FROM ${column(table)} WHERE ${column(madeAt)} < ${cutoffOf(months, now)} AND ${only ?? Prisma.sql`TRUE`}`;
};

/** The dry run: how many records each kind's period would remove now (none for a kind kept). */
export async function retentionDryRun(
  db: Db,
  periods: RetentionPeriods,
  now = new Date(),
): Promise<RetentionCounts> {
  const counts = await Promise.all(
    RETENTION_KINDS.map(async (kind) => {
      const months = periods[kind];
      if (months === null) return [kind, 0] as const;
      const [row] = await db.$queryRaw<
        Array<{ count: bigint }>
      >`SELECT count(*) AS count ${pastPeriod(kind, months, now)}`;
      return [kind, Number(row?.count ?? 0)] as const;
    }),
  );
  return Object.fromEntries(counts) as RetentionCounts;
}

/** An administrator saves the periods; the change is audited with what it would remove now. */
export async function changeRetentionPeriods(ctx: PersonContext, periods: RetentionPeriods): Promise<void> {
  await ctx.prisma.$transaction(async (tx) => {
    const before = await readRetentionPeriods(tx);
    for (const kind of RETENTION_KINDS) {
      await tx.retentionPeriod.upsert({
        where: { kind },
        create: { kind, months: periods[kind] },
        update: { months: periods[kind] },
      });
    }
    await recordAudit(tx, ctx, {
      action: 'retention.change',
      entityType: 'RetentionPeriods',
      entityId: 'retention',
      changes: { from: before, to: periods, wouldRemove: await retentionDryRun(tx, periods) },
    });
  });
}

/**
 * Anonymises the customers of closed orders past their period, a batch a transaction (a run stopped
 * half-way leaves the rest to the next, which finds them still unmarked); how many.
 */
async function anonymiseClosedOrders(prisma: PrismaClient, months: number | null, now: Date) {
  if (months === null) return 0;
  let count = 0;
  for (;;) {
    const batch = await prisma.$transaction(async (tx) => {
      const due = await tx.$queryRaw<Array<{ id: number }>>`
        SELECT id ${pastPeriod('closed_orders', months, now)} ORDER BY id LIMIT ${CLOSED_ORDER_BATCH}
        FOR UPDATE SKIP LOCKED`;
      for (const { id } of due) await eraseOrderCustomer(tx, id);
      return due.length;
    });
    count += batch;
    if (batch < CLOSED_ORDER_BATCH) return count;
  }
}

/**
 * Files of contact messages that are gone: their bytes, then their records. A run that stopped after
 * deleting messages left their files' records; this finds them again, whenever it runs.
 */
async function removeOrphanAttachments(prisma: PrismaClient, storage: Pick<FileStorage, 'remove'>) {
  const orphans = await prisma.$queryRaw<Array<{ key: string }>>`
    SELECT storage_key AS key FROM stored_files AS file
    WHERE directory = ${FEEDBACK_DIRECTORY}
      AND NOT EXISTS (SELECT 1 FROM contact_messages WHERE link LIKE '%' || file.storage_key)`;
  for (const { key } of orphans) {
    await storage.remove(key);
    await prisma.storedFile.deleteMany({ where: { storageKey: key } });
  }
  return orphans.length;
}

/**
 * The retention run (a periodic job, once a day across instances): each kind's records past their
 * period are deleted (closed orders' customers anonymised, their figures kept) and then their files,
 * and the run is audited with the counts. Each part can be done again after a crash.
 */
export async function applyRetention(
  prisma: PrismaClient,
  storage: Pick<FileStorage, 'remove'>,
  now = new Date(),
): Promise<RetentionCounts> {
  const closedOrders = await anonymiseClosedOrders(
    prisma,
    (await readRetentionPeriods(prisma)).closed_orders,
    now,
  );
  const removed = await prisma.$transaction(async (tx) => {
    const periods = await readRetentionPeriods(tx);
    const counts: RetentionCounts = {
      contact_messages: 0,
      partner_requests: 0,
      email_log: 0,
      webhook_attempts: 0,
      closed_orders: closedOrders,
    };
    for (const kind of RETENTION_KINDS) {
      const months = periods[kind];
      if (months === null || kind === 'closed_orders') continue;
      counts[kind] = await tx.$executeRaw`DELETE ${pastPeriod(kind, months, now)}`;
    }
    return counts;
  });
  // A message's attachment goes with it, once the message is gone for good.
  const files = await removeOrphanAttachments(prisma, storage);
  await recordAudit(
    prisma,
    { caller: null, request: { ip: null } },
    {
      action: 'retention.run',
      entityType: 'RetentionPeriods',
      entityId: 'retention',
      changes: { removed, files },
    },
  );
  return removed;
}
