import { z } from 'zod';

import {
  contentRecordSchema,
  defined,
  draftValuesSchema,
  fieldChangeSchema,
  scheduleInputSchema,
  scheduleRowSchema,
  timestampRow,
  uuidSchema,
  versionNumberSchema,
  versionSchema,
  versionSummarySchema,
  VERSIONED_WIRES,
  type VersionedEntityType,
} from '@backoffice/shared';

import { dataResponse, updated, updatedResponse } from '../../contract';
import '../../resources/all';
import {
  compareSnapshots,
  discardDraft,
  listVersions,
  liveAt,
  readDraft,
  readVersion,
  restoreVersion,
  saveDraft,
} from '../../services/versions/history';
import { versionedResource } from '../../services/versions/registry';
import { cancelSchedule, createSchedule, listSchedules } from '../../services/versions/schedules';
import { adminProcedure, personAdminProcedure, router } from '../../trpc';

const TAG = 'content-versions';

/** The record types that keep versions: those whose wire declares `versions` (the registry test checks both agree). */
const entityTypeSchema = z
  .enum(Object.keys(VERSIONED_WIRES) as [VersionedEntityType, ...VersionedEntityType[]], {
    error: 'invalidValue',
  })
  .describe("The record's kind, as the audit log names it");
const recordInput = contentRecordSchema.extend({ entity_type: entityTypeSchema });
const versionInput = recordInput.extend({ number: versionNumberSchema });

const meta = (method: 'GET' | 'POST', path: `/api/admin/content/${string}`, summary: string) => ({
  openapi: { method, path, tags: [TAG], summary: `${summary} (extension)` },
});

const authorOf = (caller: { account: { id: string } } | null) =>
  defined(caller, 'a signed-in person').account.id;

/**
 * Versions and schedules of what the public sees (docs/content-versions.md): each call names the
 * record by its kind and id; the record's own calls (its update, its publish switch) stay the contract's.
 */
export const contentRouter = router({
  listVersions: adminProcedure
    .meta(
      meta('GET', '/api/admin/content/versions', "A record's versions, newest first, and its current title"),
    )
    .input(recordInput)
    .output(z.object({ data: z.array(versionSummarySchema), record_title: z.string() }))
    .query(async ({ ctx, input }) => {
      const resource = versionedResource(input.entity_type);
      const [versions, row] = await Promise.all([
        listVersions(ctx.prisma, resource, input.entity_id),
        resource.versioning.read(ctx.prisma, input.entity_id),
      ]);
      return {
        data: versions.map(({ snapshot: _snapshot, ...summary }) => summary),
        record_title: row ? resource.titleOf(row) : '',
      };
    }),
  getVersion: adminProcedure
    .meta({
      ...meta('GET', '/api/admin/content/version', 'One version of a record, with its fields'),
      errors: ['NOT_FOUND'],
    })
    .input(versionInput)
    .output(dataResponse(versionSchema))
    .query(async ({ ctx, input }) => ({
      data: await readVersion(
        ctx.prisma,
        versionedResource(input.entity_type),
        input.entity_id,
        input.number,
      ),
    })),
  compareVersions: adminProcedure
    .meta({
      ...meta(
        'GET',
        '/api/admin/content/compare-versions',
        'The fields two versions of a record hold differently',
      ),
      errors: ['NOT_FOUND'],
    })
    .input(recordInput.extend({ from: versionNumberSchema, to: versionNumberSchema }))
    .output(
      dataResponse(
        z.object({
          from: versionSummarySchema,
          to: versionSummarySchema,
          fields: z.array(fieldChangeSchema),
        }),
      ),
    )
    .query(async ({ ctx, input }) => {
      const resource = versionedResource(input.entity_type);
      const [from, to] = await Promise.all([
        readVersion(ctx.prisma, resource, input.entity_id, input.from),
        readVersion(ctx.prisma, resource, input.entity_id, input.to),
      ]);
      const { snapshot: fromFields, ...fromSummary } = from;
      const { snapshot: toFields, ...toSummary } = to;
      return {
        data: { from: fromSummary, to: toSummary, fields: compareSnapshots(resource, fromFields, toFields) },
      };
    }),
  restoreVersion: personAdminProcedure
    .meta({
      ...meta(
        'POST',
        '/api/admin/content/restore-version',
        "Write an old version's fields back as a new version, through the record's own rules; its publish switch stays as it is",
      ),
      errors: ['NOT_FOUND', 'CONFLICT'],
    })
    .input(versionInput)
    .output(dataResponse(z.object({ number: z.number().int() })))
    .mutation(async ({ ctx, input }) => ({
      data: {
        number: await restoreVersion(
          ctx,
          versionedResource(input.entity_type),
          input.entity_id,
          input.number,
        ),
      },
    })),
  liveAt: adminProcedure
    .meta({
      ...meta('GET', '/api/admin/content/live-at', 'The version of a record the public saw at a moment'),
      errors: ['NOT_FOUND'],
    })
    .input(recordInput.extend({ at: z.iso.datetime({ offset: true, error: 'invalidInstant' }) }))
    .output(
      dataResponse(
        z.object({
          state: z.enum(['live', 'not_live', 'unknown']),
          version: versionSchema.nullable(),
          history_from: timestampRow.nullable(),
        }),
      ),
    )
    .query(async ({ ctx, input }) => ({
      data: await liveAt(
        ctx.prisma,
        versionedResource(input.entity_type),
        input.entity_id,
        new Date(input.at),
      ),
    })),
  getDraft: personAdminProcedure
    .meta(meta('GET', '/api/admin/content/draft', 'Your unsaved draft of a record, if you left one'))
    .input(recordInput)
    .output(dataResponse(z.object({ values: draftValuesSchema, update_at: timestampRow }).nullable()))
    .query(async ({ ctx, input }) => ({
      data: await readDraft(
        ctx.prisma,
        versionedResource(input.entity_type),
        input.entity_id,
        authorOf(ctx.caller),
      ),
    })),
  saveDraft: personAdminProcedure
    .meta({
      ...meta(
        'POST',
        '/api/admin/content/save-draft',
        'Keep what you are typing as your draft of a record, unpublished',
      ),
      errors: ['NOT_FOUND'],
    })
    .input(recordInput.extend({ values: draftValuesSchema }))
    .output(dataResponse(z.object({ update_at: timestampRow })))
    .mutation(async ({ ctx, input }) => ({
      data: {
        update_at: await saveDraft(
          ctx,
          versionedResource(input.entity_type),
          input.entity_id,
          authorOf(ctx.caller),
          input.values,
        ),
      },
    })),
  discardDraft: personAdminProcedure
    .meta(meta('POST', '/api/admin/content/discard-draft', 'Throw your draft of a record away'))
    .input(recordInput)
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await discardDraft(ctx, versionedResource(input.entity_type), input.entity_id, authorOf(ctx.caller));
      return updated;
    }),
  listSchedules: adminProcedure
    .meta(
      meta(
        'GET',
        '/api/admin/content/schedules',
        "A record's schedules (with entity_type and entity_id), else every pending one; soonest first",
      ),
    )
    .input(z.object({ entity_type: entityTypeSchema.optional(), entity_id: uuidSchema.optional() }))
    .output(dataResponse(z.array(scheduleRowSchema)))
    .query(async ({ ctx, input }) => ({
      data: await listSchedules(
        ctx.prisma,
        input.entity_type && input.entity_id
          ? { entityType: input.entity_type, entityId: input.entity_id }
          : { status: 'pending' },
      ),
    })),
  createSchedule: personAdminProcedure
    .meta({
      ...meta(
        'POST',
        '/api/admin/content/create-schedule',
        'Publish, unpublish or change the price of a record at a time (Europe/Rome), run once as you',
      ),
      errors: ['NOT_FOUND', 'CONFLICT'],
    })
    .input(scheduleInputSchema.safeExtend({ entity_type: entityTypeSchema }))
    .output(dataResponse(z.object({ uuid: z.uuid() })))
    .mutation(async ({ ctx, input }) => ({
      data: { uuid: await createSchedule(ctx, versionedResource(input.entity_type), input) },
    })),
  cancelSchedule: personAdminProcedure
    .meta({
      ...meta('POST', '/api/admin/content/cancel-schedule', 'Cancel a pending schedule'),
      errors: ['NOT_FOUND'],
    })
    .input(z.object({ uuid: uuidSchema }))
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await cancelSchedule(ctx, input.uuid);
      return updated;
    }),
});
