import { z } from 'zod';

import { FIELD_LIMITS as L } from './limits';
import { phoneSchema } from './account';
import { documentedInput, emailSchema, requiredText } from './primitives';
import { requiredOr } from './required-or';

/** The Italian fiscal code: 16 letters and digits (upper case once read). */
export const FISCAL_CODE = /^[A-Z0-9]{16}$/;

const fiscalCodeSchema = requiredText(16)
  .transform((text) => text.toUpperCase())
  .pipe(z.string().regex(FISCAL_CODE, 'invalidFiscalCode'))
  .meta(documentedInput({ pattern: '^\\s*[A-Za-z0-9]{16}\\s*$' }));

/** Who to look for: a customer's email, phone or fiscal code (at least one, each as written in orders). */
export const personQuerySchema = z
  .object({
    email: emailSchema(L.loginEmailMax).optional(),
    phone: phoneSchema.optional(),
    fiscal_code: fiscalCodeSchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.email || query.phone || query.fiscal_code) return;
    context.addIssue({ code: 'custom', path: ['email'], message: 'personQueryEmpty', input: query });
  });
export type PersonQuery = z.output<typeof personQuerySchema>;

/** Everything a person is known by: what was asked, and what their orders add. */
export const personIdentitySchema = z.object({
  emails: z.array(z.string()).describe('Addresses, lower-case'),
  phones: z.array(z.string()).describe('Phone numbers, digits only'),
  fiscal_codes: z.array(z.string()).describe('Fiscal codes, upper-case'),
});
export type PersonIdentity = z.infer<typeof personIdentitySchema>;

/** Where a person's data is held: each table that can hold a customer's, with their rows counted. */
export const personPlacesSchema = z
  .object({
    identity: personIdentitySchema,
    places: z.array(
      z.object({
        table: z.string().describe('The table, as the personal data map names it (docs/personal-data.md)'),
        about: z.string(),
        count: z.number().int().min(0),
      }),
    ),
  })
  .meta({ id: 'PersonPlaces' });

/** The files of a person's export: machine-readable (Art. 20) and readable (Art. 15). */
export const PERSONAL_DATA_EXPORT_FORMATS = ['json', 'xlsx'] as const;
export type PersonalDataExportFormat = (typeof PERSONAL_DATA_EXPORT_FORMATS)[number];

/** An export under way or ready: its progress, and which of its files were downloaded (each once). */
export const personalDataExportSchema = z
  .object({
    export_uuid: z.uuid(),
    status: z.enum(['pending', 'running', 'succeeded', 'failed']),
    done: z.number().int().min(0).describe('Places read so far'),
    total: z.number().int().min(0),
    expires_at: z.iso.datetime({ offset: true }).nullable().describe('After it the files are gone'),
    downloaded: z.array(z.enum(PERSONAL_DATA_EXPORT_FORMATS)).describe('Each file is downloaded once'),
  })
  .meta({ id: 'PersonalDataExport' });
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** One file of a ready export, by whoever asked for it. */
export const personalDataDownloadSchema = z.object({
  export_uuid: z.uuid({ error: requiredOr('invalidId') }),
  format: z.enum(PERSONAL_DATA_EXPORT_FORMATS, { error: requiredOr('invalidValue') }),
});

/** The machine-readable file of an export: who the person is known as, and their rows per place. */
export const personalDataFileSchema = z
  .object({
    exported_at: z.iso.datetime({ offset: true }),
    identity: personIdentitySchema,
    places: z
      .record(z.string(), z.array(z.record(z.string(), z.unknown())))
      .describe("Each place's rows (docs/personal-data.md names the places and their columns)"),
  })
  .meta({ id: 'PersonalDataFile' });

/**
 * The kinds of personal data a retention period removes: the public site's messages and partner
 * requests, the email log, and webhook receivers' answers. Their defaults: two years for what people
 * wrote to the operator, a year for the email log (long enough to answer "did you email me?"), three
 * months for deliveries' answers (a delivery's problems are looked at within days).
 */
export const RETENTION_KINDS = [
  'contact_messages',
  'partner_requests',
  'email_log',
  'webhook_attempts',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];
export const RETENTION_DEFAULT_MONTHS: Record<RetentionKind, number> = {
  contact_messages: 24,
  partner_requests: 24,
  email_log: 12,
  webhook_attempts: 3,
};
export const RETENTION_MAX_MONTHS = 120;

const monthsSchema = z
  .number({ error: requiredOr('invalidNumber') })
  .int('invalidNumber')
  .min(1, 'tooSmall')
  .max(RETENTION_MAX_MONTHS, 'tooBig')
  .nullable()
  .describe('Months a record is kept after it was made; null keeps it');

/** Each kind's period. */
export const retentionPeriodsSchema = z
  .object({
    contact_messages: monthsSchema,
    partner_requests: monthsSchema,
    email_log: monthsSchema,
    webhook_attempts: monthsSchema,
  })
  .meta({ id: 'RetentionPeriods' });
export type RetentionPeriods = z.infer<typeof retentionPeriodsSchema>;

/** What the periods would remove now, per kind: the dry run shown before they are saved. */
export const retentionCountsSchema = z.object({
  contact_messages: z.number().int().min(0),
  partner_requests: z.number().int().min(0),
  email_log: z.number().int().min(0),
  webhook_attempts: z.number().int().min(0),
});
export type RetentionCounts = z.infer<typeof retentionCountsSchema>;
