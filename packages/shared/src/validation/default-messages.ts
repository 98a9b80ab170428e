import { z } from 'zod';

import { type MessageKey } from './validation-messages';

/**
 * The message key of an issue whose schema names none (a type check, a bound, an unknown key): every
 * issue then carries a key of the shared messages, which the web client translates and REST clients
 * read in `messageId`.
 */
export function defaultMessageKey(issue: z.core.$ZodRawIssue): MessageKey {
  if (issue.input === undefined && issue.code === 'invalid_type') return 'fieldRequired';
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' ? 'tooShort' : 'tooSmall';
    case 'too_big':
      return issue.origin === 'string' ? 'tooLong' : 'tooBig';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalidEmail' : 'invalidValue';
    case 'not_multiple_of':
      return 'invalidNumber';
    default:
      return 'invalidValue';
  }
}

z.config({ customError: defaultMessageKey });
