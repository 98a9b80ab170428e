import { z } from 'zod';

import { parseRomeDateTime } from '../format/date';
import { moneySchema } from './catalogue';
import { integerSchema, timestampRow, uuidSchema } from './primitives';
import { requiredOr } from './required-or';

/*
 * Versions and schedules of the content the public sees (docs/content-versions.md): every save of a
 * versioned record keeps its wire row as a numbered version; a schedule publishes, unpublishes or
 * changes an offer's price at a Rome wall time.
 */

/** How many versions a record keeps by default (CONTENT_VERSIONS_KEEP); the oldest go first. */
export const CONTENT_VERSIONS_KEEP_DEFAULT = 50;

/** What made a version. `baseline` is the state found before the record's first versioned change. */
export const VERSION_ACTIONS = ['baseline', 'create', 'update', 'publish', 'restore', 'schedule'] as const;
export type VersionAction = (typeof VERSION_ACTIONS)[number];

export const SCHEDULE_ACTIONS = ['publish', 'unpublish', 'price'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

export const SCHEDULE_STATUSES = ['pending', 'done', 'failed', 'cancelled'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** How a field's two values are compared: text and rich text word by word, the rest as values. */
export const FIELD_KINDS = ['text', 'rich_text', 'value'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

const ROME_WALL_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/**
 * When a schedule runs: a wall time in Europe/Rome ('2026-12-24 00:00', seconds optional, 'T' allowed)
 * or an instant with its offset. Answers the instant.
 */
export const scheduleTimeSchema = z
  .string({ error: requiredOr('invalidScheduleTime') })
  .trim()
  .transform((text, context) => {
    const instant = ROME_WALL_TIME.test(text)
      ? safely(() => parseRomeDateTime(text))
      : z.iso.datetime({ offset: true }).safeParse(text).success
        ? new Date(text)
        : null;
    if (instant) return instant;
    context.addIssue({ code: 'custom', message: 'invalidScheduleTime', input: text });
    return z.NEVER;
  })
  .meta({
    description: "A wall time in Europe/Rome ('2026-12-24 00:00') or an instant with its offset",
    override: { type: 'string' },
  });

function safely(read: () => Date): Date | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** A versioned record: its audit entity type and id. */
export const contentRecordSchema = z.object({
  entity_type: z.string().describe("The record's kind, as the audit log names it ('Offer', 'BlogPost')"),
  entity_id: uuidSchema,
});

export const versionNumberSchema = integerSchema({ min: 1 });

export const versionSummarySchema = z.object({
  number: z.number().int(),
  action: z.enum(VERSION_ACTIONS),
  live: z.boolean().describe('Whether the public saw the record in this state'),
  changed_fields: z.array(z.string()).describe('Wire fields that differ from the previous version'),
  author_email: z.string().nullable(),
  restored_from: z.number().int().nullable(),
  create_at: timestampRow,
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const versionSchema = versionSummarySchema.extend({
  snapshot: z.record(z.string(), z.unknown()).describe("The record's wire row in this version"),
});

/** A field's values in two versions, and how to compare them. */
export const fieldChangeSchema = z.object({
  field: z.string(),
  kind: z.enum(FIELD_KINDS),
  from: z.unknown(),
  to: z.unknown(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** A person's unsaved edits of a long text, kept as they type. */
export const draftValuesSchema = z
  .record(z.string(), z.unknown())
  .refine((values) => JSON.stringify(values).length <= 2_000_000, { error: 'tooLong' })
  .describe("The edit form's values, as its save would send them");

export const scheduleInputSchema = contentRecordSchema
  .extend({
    action: z.enum(SCHEDULE_ACTIONS, { error: requiredOr('invalidValue') }),
    run_at: scheduleTimeSchema,
    price: moneySchema.optional().describe("An offer's new price (action price)"),
  })
  .superRefine((input, context) => {
    if (input.action === 'price' && input.price === undefined)
      context.addIssue({ code: 'custom', path: ['price'], message: 'fieldRequired', input: input.price });
  });

export const scheduleRowSchema = z.object({
  uuid: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  record_title: z.string().describe("The record's name or title, as its list shows it"),
  action: z.enum(SCHEDULE_ACTIONS),
  price: z.string().nullable(),
  run_at: timestampRow,
  status: z.enum(SCHEDULE_STATUSES),
  created_by_email: z.string().nullable(),
  ran_at: timestampRow.nullable(),
  error: z.string().nullable(),
});
export type ScheduleRow = z.infer<typeof scheduleRowSchema>;
