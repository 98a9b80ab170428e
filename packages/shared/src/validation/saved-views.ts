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
