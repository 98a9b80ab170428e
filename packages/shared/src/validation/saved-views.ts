import { z } from 'zod';

import { requiredText } from './primitives';

/** Saved views of the lists (issue 7 §5): how long a name may be and how many one list keeps. */
export const SAVED_VIEW_LIMITS = {
  nameMax: 60,
  perList: 20,
  listKeyMax: 200,
  queryMax: 2000,
} as const;

/** A view's name, as the menu shows it: trimmed, 1 to 60 characters. */
export const savedViewNameSchema = requiredText(SAVED_VIEW_LIMITS.nameMax);

/** A list's key is its route path: an in-app path without query or fragment. */
export const savedViewListKeySchema = z
  .string()
  .trim()
  .max(SAVED_VIEW_LIMITS.listKeyMax, 'tooLong')
  .regex(/^\/[A-Za-z0-9/_-]*$/, 'invalidValue');

/** The columns a user hid on a list: column ids as the list names them, at most 30. */
export const hiddenColumnsSchema = z
  .array(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'invalidValue'), { error: 'invalidValue' })
  .max(30, 'tooLong');
