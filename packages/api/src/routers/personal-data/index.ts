import { z } from 'zod';

import {
  personalDataErasureRequestSchema,
  personalDataErasureSchema,
  personalDataExportSchema,
  personPlacesSchema,
  personQuerySchema,
  retentionCountsSchema,
  retentionPeriodsSchema,
} from '@backoffice/shared';

import { responseOf, updated, updatedResponse } from '../../contract';
import { personalDataExportStatus, startPersonalDataExport } from '../../services/personal-data/export';
import { findPerson } from '../../services/personal-data/find-person';
import { personalDataErasureStatus, startPersonalDataErasure } from '../../services/personal-data/erasure';
import {
  changeRetentionPeriods,
  readRetentionPeriods,
  retentionDryRun,
} from '../../services/personal-data/retention';
import { adminProcedure, personAdminProcedure, router } from '../../trpc';

const TAG = 'personal-data';

/** Customers' personal data (GDPR): where a person's data is held. */
export const personalDataRouter = router({
  find: personAdminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/personal-data/find',
        tags: [TAG],
        summary:
          "Where a customer's personal data is held: by email, phone or fiscal code, counted per place (extension)",
      },
      errors: ['TOO_MANY_REQUESTS'],
    })
    .input(personQuerySchema)
    .output(responseOf(personPlacesSchema))
    .mutation(async ({ ctx, input }) => ({ response: await findPerson(ctx, input) })),
  startExport: personAdminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/personal-data/start-export',
        tags: [TAG],
        summary:
          'Export everything held about a customer (Art. 15 and 20): a job, whose files are then downloaded once each (extension)',
      },
      errors: ['TOO_MANY_REQUESTS'],
    })
    .input(personQuerySchema)
    .output(responseOf(z.object({ export_uuid: z.uuid() })))
    .mutation(async ({ ctx, input }) => ({
      response: { export_uuid: await startPersonalDataExport(ctx, input) },
    })),
  exportStatus: personAdminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/admin/personal-data/export-status',
        tags: [TAG],
        summary: 'An export of personal data the caller started: its progress and files (extension)',
      },
      errors: ['NOT_FOUND'],
    })
    .input(z.object({ export_uuid: z.uuid() }))
    .output(responseOf(personalDataExportSchema))
    .query(async ({ ctx, input }) => ({ response: await personalDataExportStatus(ctx, input.export_uuid) })),
  startErasure: personAdminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/personal-data/start-erasure',
        tags: [TAG],
        summary:
          "Erase a customer's personal data (Art. 17): their orders are anonymised, keeping numbers, lines and amounts; their messages, emails and files go. Needs a recent confirmation of who you are (extension)",
      },
      errors: ['TOO_MANY_REQUESTS'],
    })
    .input(personalDataErasureRequestSchema)
    .output(responseOf(z.object({ erasure_uuid: z.uuid() })))
    .mutation(async ({ ctx, input }) => ({
      response: { erasure_uuid: await startPersonalDataErasure(ctx, input) },
    })),
  erasureStatus: personAdminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/admin/personal-data/erasure-status',
        tags: [TAG],
        summary: 'An erasure of personal data: its progress, and what it erased in each place (extension)',
      },
      errors: ['NOT_FOUND'],
    })
    .input(z.object({ erasure_uuid: z.uuid() }))
    .output(responseOf(personalDataErasureSchema))
    .query(async ({ ctx, input }) => ({
      response: await personalDataErasureStatus(ctx, input.erasure_uuid),
    })),
  getRetention: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/admin/personal-data/get-retention',
        tags: [TAG],
        summary:
          'How long each kind of personal data is kept, and what the next daily run would remove (extension)',
      },
    })
    .input(z.object({}))
    .output(responseOf(z.object({ periods: retentionPeriodsSchema, would_remove: retentionCountsSchema })))
    .query(async ({ ctx }) => {
      const periods = await readRetentionPeriods(ctx.prisma);
      return { response: { periods, would_remove: await retentionDryRun(ctx.prisma, periods) } };
    }),
  previewRetention: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/personal-data/preview-retention',
        tags: [TAG],
        summary:
          'A dry run: what these periods would remove now, per kind, before they are saved (extension)',
      },
    })
    .input(retentionPeriodsSchema)
    .output(responseOf(retentionCountsSchema))
    .mutation(async ({ ctx, input }) => ({ response: await retentionDryRun(ctx.prisma, input) })),
  changeRetention: personAdminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/personal-data/change-retention',
        tags: [TAG],
        summary: 'Set how long each kind of personal data is kept (extension)',
      },
    })
    .input(retentionPeriodsSchema)
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await changeRetentionPeriods(ctx, input);
      return updated;
    }),
});
