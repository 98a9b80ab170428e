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

const personQueryFields = z.object({
  email: emailSchema(L.loginEmailMax).optional(),
  phone: phoneSchema.optional(),
  fiscal_code: fiscalCodeSchema.optional(),
});
type PersonQueryFields = z.output<typeof personQueryFields>;

const askedForSomeone = (query: PersonQueryFields, context: z.RefinementCtx) => {
  if (query.email || query.phone || query.fiscal_code) return;
  context.addIssue({ code: 'custom', path: ['email'], message: 'personQueryEmpty', input: query });
};

/** Who to look for: a customer's email, phone or fiscal code (at least one, each as written in orders). */
export const personQuerySchema = personQueryFields.superRefine(askedForSomeone);
export type PersonQuery = z.output<typeof personQuerySchema>;

/** A phone as compared: its digits, without Italy's country code ('+39 345-111 2222' is '3451112222'). */
export const nationalDigits = (phone: string) =>
  phone.replace(/\D/g, '').replace(/^(00)?39([0-9]{9,10})$/, '$2');

/** Whether a typed confirmation is one of the values the person was asked by (in any case or spacing). */
export function confirmsPerson(query: PersonQueryFields, confirmation: string): boolean {
  const typed = confirmation.trim();
  if (typed === '') return false;
  return (
    (query.email !== undefined && typed.toLowerCase() === query.email.trim().toLowerCase()) ||
    (query.phone !== undefined && nationalDigits(typed) === nationalDigits(query.phone)) ||
    (query.fiscal_code !== undefined && typed.toUpperCase() === query.fiscal_code.trim().toUpperCase())
  );
}

/**
 * An erasure of a customer's personal data (Art. 17): who, and the confirmation typed by the
 * administrator, which must repeat the email, phone or fiscal code asked by.
 */
export const personalDataErasureRequestSchema = personQueryFields
  .extend({
    confirmation: z
      .string({ error: requiredOr('invalidValue') })
      .max(L.loginEmailMax)
      .describe('The email, phone or fiscal code asked by, typed again to confirm what will go'),
  })
  .superRefine((request, context) => {
    askedForSomeone(request, context);
    if (confirmsPerson(request, request.confirmation)) return;
    context.addIssue({
      code: 'custom',
      path: ['confirmation'],
      message: 'erasureNotConfirmed',
      input: request.confirmation,
    });
  });
export type PersonalDataErasureRequest = z.output<typeof personalDataErasureRequestSchema>;

/** Everything a person is known by: what was asked, and what their orders add. */
export const personIdentitySchema = z.object({
  emails: z.array(z.string()).describe('Addresses, lower-case'),
  phones: z.array(z.string()).describe('Phone numbers, digits only'),
  fiscal_codes: z.array(z.string()).describe('Fiscal codes, upper-case'),
  names: z.array(z.string()).describe('Names on their orders, messages and requests, as written'),
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

/** An erasure under way or finished: its progress, and what it treated in each place. */
export const personalDataErasureSchema = z
  .object({
    erasure_uuid: z.uuid(),
    status: z.enum(['pending', 'running', 'succeeded', 'failed']),
    done: z.number().int().min(0).describe('Steps done so far'),
    total: z.number().int().min(0),
    erased: z
      .array(
        z.object({
          place: z.string().describe('A table of the personal data map, or `files`'),
          count: z.number().int().min(0).describe('Rows (or files) erased or anonymised'),
        }),
      )
      .describe('Filled in as the steps are done'),
  })
  .meta({ id: 'PersonalDataErasure' });
export type PersonalDataErasure = z.infer<typeof personalDataErasureSchema>;

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
 * requests, the email log, webhook receivers' answers, and the personal data of closed orders. Their
 * defaults: two years for what people wrote to the operator, a year for the email log (long enough to
 * answer "did you email me?"), three months for deliveries' answers (a delivery's problems are looked
 * at within days), ten years for a closed order's customer (the civil code keeps accounting records and
 * their documents that long; the order's figures stay after it, anonymised).
 */
export const RETENTION_KINDS = [
  'contact_messages',
  'partner_requests',
  'email_log',
  'webhook_attempts',
  'closed_orders',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];
export const RETENTION_DEFAULT_MONTHS: Record<RetentionKind, number> = {
  contact_messages: 24,
  partner_requests: 24,
  email_log: 12,
  webhook_attempts: 3,
  closed_orders: 120,
};
export const RETENTION_MAX_MONTHS = 240;

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
    closed_orders: monthsSchema.describe(
      "Months a closed order's customer is kept after it closed; null keeps it",
    ),
  })
  .meta({ id: 'RetentionPeriods' });
export type RetentionPeriods = z.infer<typeof retentionPeriodsSchema>;

/** What the periods would remove now, per kind: the dry run shown before they are saved. */
export const retentionCountsSchema = z.object({
  contact_messages: z.number().int().min(0),
  partner_requests: z.number().int().min(0),
  email_log: z.number().int().min(0),
  webhook_attempts: z.number().int().min(0),
  closed_orders: z.number().int().min(0).describe('Orders whose customer would be anonymised'),
});
export type RetentionCounts = z.infer<typeof retentionCountsSchema>;
