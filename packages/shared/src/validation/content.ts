import { z } from 'zod';
import { VARIABLE_VALUE_MAX } from '../constants';
import { publishFlagSchema, requiredText, textSchema } from './primitives';
import { FIELD_LIMITS as L } from './limits';

/** A stored SEO url: what `seoUrlFromName` and `normaliseSeoUrlInput` produce. */
export const seoUrlSchema = requiredText(L.textMax).regex(/^[a-z0-9_-]+$/, 'invalidSeoUrl');

export const variableNameSchema = requiredText(L.textMax).regex(/^[0-9a-z_-]+$/, 'invalidVariableName');

export const variableValueSchema = textSchema().max(VARIABLE_VALUE_MAX, 'tooLong');

export const variableSchema = z.object({
  name: variableNameSchema,
  value: variableValueSchema,
  publish: publishFlagSchema,
});

/** Empty anchors are allowed; filled ones keep to Latin letters, digits, - and _. */
export const anchorSchema = textSchema()
  .trim()
  .max(L.textMax, 'tooLong')
  .regex(/^[A-Za-z0-9_-]*$/, 'invalidAnchor');
