import { dictionary } from '@zxcvbn-ts/language-common';
import { type z } from 'zod';

let commonPasswords: Set<string> | undefined;

/**
 * The common-password list of @zxcvbn-ts/language-common (about 49,000 leaked passwords, most
 * frequent first), limited to what the spec's 6 to 32 characters allow; compared without case.
 */
function commonPasswordSet() {
  commonPasswords ??= new Set(
    dictionary['passwords-common']
      .filter((password) => password.length >= 6 && password.length <= 32)
      .map((password) => password.toLowerCase()),
  );
  return commonPasswords;
}

export const isCommonPassword = (password: string) => commonPasswordSet().has(password.toLowerCase());

/**
 * A zod check for a schema whose `field` holds a new password: a common one is a 400 validation
 * issue on that field, like any other rule of the form.
 */
export function refuseCommonPassword<T extends Record<string, unknown>>(field: keyof T & string) {
  return (value: T, context: z.core.$RefinementCtx<T>) => {
    const password = value[field];
    if (typeof password === 'string' && isCommonPassword(password)) {
      context.addIssue({ code: 'custom', path: [field], message: 'commonPassword', input: password });
    }
  };
}
