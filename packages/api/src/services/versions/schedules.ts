import { fromJsonColumn, type Prisma, type PrismaClient, toJsonColumn } from '@backoffice/db';
import {
  formatDate,
  type ScheduleAction,
  type ScheduleRow,
  type ScheduleStatus,
  SystemRole,
  UserStatus,
} from '@backoffice/shared';

import { recordAudit } from '../../audit';
import { type ApiServices, type WriteContext, silentLog } from '../../context';
import { invalidField, notFound, valueTaken } from '../../errors';
import { versionedResource, type VersionedResource } from './registry';

/*
 * Schedules (docs/content-versions.md): a publish, an unpublish or an offer's price change made at its
 * time by whichever instance looks first, as the person who scheduled it. The change's own transaction
 * claims the schedule (pending → done) before anything else, so two instances cannot both make it and
 * a change that fails leaves it pending for no one: it is marked failed with the reason.
 */

/** How long an instance waits between two looks for due schedules: well inside the promised minute. */
export const SCHEDULE_LOOK_MS = 5_000;

/** Two schedules of one record closer than this are one conflict: they would run in the same minute. */
const SAME_SLOT_MS = 60_000;

export interface ScheduleRequest {
  entity_id: string;
  action: ScheduleAction;
  run_at: Date;
  price?: string;
}

/** Another instance claimed the schedule first: this one's change is rolled back, not an error. */
class ScheduleTaken extends Error {}

function assertSchedulable(resource: VersionedResource, action: ScheduleAction) {
  if (action === 'price' && !resource.priceField) throw invalidField('action', 'scheduleWithoutPrice');
  if (action !== 'price' && !resource.publish) throw invalidField('action', 'scheduleWithoutSwitch');
}

/**
 * Schedules a change of a record: refused in the past (400 on `run_at`) and within a minute of another
 * pending change of the same record (409 on `run_at`). The record's schedules are serialised by an
 * advisory lock, so two people cannot slip conflicting ones in at once. Answers the schedule's id.
 */
export async function createSchedule(
  ctx: WriteContext,
  resource: VersionedResource,
  request: ScheduleRequest,
  now = new Date(),
): Promise<string> {
  assertSchedulable(resource, request.action);
  if (request.run_at.getTime() <= now.getTime()) throw invalidField('run_at', 'scheduleInPast');
  const id = request.entity_id;
  return ctx.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`content-schedule:${id}`}))`;
    if (!(await resource.versioning.read(tx, id))) throw notFound(resource.label);
    const clash = await tx.contentSchedule.findFirst({
      where: {
        entityType: resource.entityType,
        entityId: id,
        status: 'pending',
        runAt: {
          gt: new Date(request.run_at.getTime() - SAME_SLOT_MS),
          lt: new Date(request.run_at.getTime() + SAME_SLOT_MS),
        },
      },
      select: { runAt: true },
    });
    if (clash) {
      const when = formatDate(clash.runAt, 'DD.MM.YYYY HH:mm');
      throw valueTaken('run_at', `Another change of this record is already scheduled at ${when} (Rome time)`);
    }
    const values = request.action === 'price' ? { price: request.price } : {};
    const schedule = await tx.contentSchedule.create({
      data: {
        entityType: resource.entityType,
        entityId: id,
        action: request.action,
        values: toJsonColumn(values),
        runAt: request.run_at,
        createdById: ctx.caller?.account.id ?? null,
      },
      select: { id: true },
    });
    await recordAudit(tx, ctx, {
      action: 'content.schedule.create',
      entityType: resource.entityType,
      entityId: id,
      changes: {
        schedule: { from: null, to: { action: request.action, run_at: request.run_at, ...values } },
      },
    });
    return schedule.id;
  });
}

/** Cancels a pending schedule; 404 when there is none pending with that id (it ran, or was cancelled). */
export async function cancelSchedule(ctx: WriteContext, scheduleId: string): Promise<void> {
  await ctx.prisma.$transaction(async (tx) => {
    const schedule = await tx.contentSchedule.findUnique({ where: { id: scheduleId } });
    const cancelled = await tx.contentSchedule.updateMany({
      where: { id: scheduleId, status: 'pending' },
      data: { status: 'cancelled' },
    });
    if (!schedule || cancelled.count === 0) throw notFound('Pending schedule');
    await recordAudit(tx, ctx, {
      action: 'content.schedule.cancel',
      entityType: schedule.entityType,
      entityId: schedule.entityId,
      changes: { schedule: { from: { action: schedule.action, run_at: schedule.runAt }, to: null } },
    });
  });
}

/** Schedules, soonest first: a record's (all states, newest kept 50) or every pending one. */
export async function listSchedules(
  db: Prisma.TransactionClient,
  filter: { entityType: string; entityId: string } | { status: ScheduleStatus },
): Promise<ScheduleRow[]> {
  const schedules = await db.contentSchedule.findMany({
    where: filter,
    orderBy: { runAt: 'asc' },
    take: 'status' in filter ? 500 : 50,
  });
  const authorIds = [...new Set(schedules.flatMap((schedule) => schedule.createdById ?? []))];
  const authors = new Map(
    (await db.user.findMany({ where: { id: { in: authorIds } }, select: { id: true, email: true } })).map(
      (user) => [user.id, user.email],
    ),
  );
  const titles = new Map<string, string>();
  for (const schedule of schedules) {
    const key = `${schedule.entityType}:${schedule.entityId}`;
    if (titles.has(key)) continue;
    const resource = versionedResource(schedule.entityType);
    const row = await resource.versioning.read(db, schedule.entityId);
    titles.set(key, row ? resource.titleOf(row) : '');
  }
  return schedules.map((schedule) => ({
    uuid: schedule.id,
    entity_type: schedule.entityType,
    entity_id: schedule.entityId,
    record_title: titles.get(`${schedule.entityType}:${schedule.entityId}`) ?? '',
    action: schedule.action as ScheduleAction,
    price: fromJsonColumn<{ price?: string }>(schedule.values).price ?? null,
    run_at: schedule.runAt.toISOString(),
    status: schedule.status as ScheduleStatus,
    created_by_email: schedule.createdById ? (authors.get(schedule.createdById) ?? null) : null,
    ran_at: schedule.ranAt?.toISOString() ?? null,
    error: schedule.error,
  }));
}

/** Who scheduled it must still be an active administrator when it runs: their authority, not a stale one. */
async function assertSchedulerMay(prisma: PrismaClient, userId: string | null) {
  const user = userId
    ? await prisma.user.findUnique({ where: { id: userId }, select: { systemRole: true, status: true } })
    : null;
  if (!user || user.status !== UserStatus.Active || user.systemRole < SystemRole.Admin)
    throw new Error('Who scheduled it is no longer an active administrator');
}

const failureText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Makes the soonest due schedule's change, if any is due. Answers whether one was due (the caller
 * asks again until none is). A change refused (the record gone, a rule broken, the scheduler no
 * longer an administrator) marks it failed with the reason; one another instance claimed is left to it.
 */
export async function runDueSchedule(services: ApiServices, now = new Date()): Promise<boolean> {
  const due = await services.prisma.contentSchedule.findFirst({
    where: { status: 'pending', runAt: { lte: now } },
    orderBy: { runAt: 'asc' },
  });
  if (!due) return false;
  const claim = async (tx: Prisma.TransactionClient) => {
    const claimed = await tx.contentSchedule.updateMany({
      where: { id: due.id, status: 'pending' },
      data: { status: 'done', ranAt: new Date() },
    });
    if (claimed.count === 0) throw new ScheduleTaken();
  };
  const ctx: WriteContext = {
    ...services,
    request: { ip: null, userAgent: null, sessionToken: null, apiKey: null, companyUuid: null },
    caller: { kind: 'schedule', scheduleId: due.id, account: { id: due.createdById ?? '' } },
    log: silentLog,
  };
  const note = { action: 'schedule', scheduleId: due.id, claim } as const;
  try {
    await assertSchedulerMay(services.prisma, due.createdById);
    const resource = versionedResource(due.entityType);
    assertSchedulable(resource, due.action as ScheduleAction);
    if (due.action === 'price') {
      const { price } = fromJsonColumn<{ price: string }>(due.values);
      await resource.save(ctx, due.entityId, { [resource.priceField ?? 'price']: price }, note);
    } else {
      await resource.publish?.(ctx, due.entityId, due.action === 'publish', note);
    }
  } catch (error) {
    if (error instanceof ScheduleTaken) return true;
    await services.prisma.contentSchedule.updateMany({
      where: { id: due.id, status: 'pending' },
      data: { status: 'failed', ranAt: new Date(), error: failureText(error) },
    });
  }
  return true;
}

/**
 * The job runner's source of due schedules: every instance looks at most every SCHEDULE_LOOK_MS (one
 * indexed query), so the writes that feed the runner cost nothing more.
 */
export function dueSchedulesSource(services: ApiServices): () => Promise<boolean> {
  let nextLook = 0;
  return async () => {
    if (Date.now() < nextLook) return false;
    const ran = await runDueSchedule(services);
    nextLook = ran ? 0 : Date.now() + SCHEDULE_LOOK_MS;
    return ran;
  };
}
