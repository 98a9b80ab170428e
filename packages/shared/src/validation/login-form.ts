import * as z from 'zod/mini';

import { FIELD_LIMITS as L } from './limits';
import { requiredOr } from './required-or';

/**
 * The sign-in form's rules in zod's mini flavour: the same checks and message keys as `loginSchema`
 * (a test compares their answers), at a third of the weight, so the login page stays under its
 * JavaScript budget. The server validates with `loginSchema`.
 */
export const loginFormSchema = z.object({
  email: z
    .string({ error: requiredOr('invalidValue') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'fieldRequired', abort: true }),
      z.maxLength(L.loginEmailMax, 'tooLong'),
      z.regex(z.regexes.email, 'invalidEmail'),
    ),
  password: z
    .string({ error: requiredOr('invalidValue') })
    .check(
      z.minLength(L.loginPasswordMin, 'passwordLengthHint'),
      z.maxLength(L.loginPasswordMax, 'passwordLengthHint'),
    ),
});
