import { z } from 'zod';

import { FIELD_LIMITS as L } from './limits';
import { phoneSchema } from './account';
import { documentedInput, emailSchema, requiredText } from './primitives';

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
