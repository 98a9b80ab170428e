import { type IntlShape } from 'react-intl';

import { type AppMessageId, en } from './en';

/** A zod issue of the shared schemas, or a validation issue as the server reports it. */
export interface IssueLike {
  message: string;
  /** The server keeps the key here and puts the English text in `message`. */
  messageId?: string;
  minimum?: unknown;
  maximum?: unknown;
  params?: Record<string, unknown>;
}

const isCatalogueId = (id: string): id is AppMessageId => Object.hasOwn(en, id);

/** The catalogue id of a message key of @backoffice/shared, or null for any other text. */
export function catalogueIdOfKey(key: string): AppMessageId | null {
  for (const id of [`validation.${key}`, `msg.${key}`]) if (isCatalogueId(id)) return id;
  return null;
}

/** The issue in the interface language; texts that are not shared keys are shown as they are. */
export function translateIssue(intl: IntlShape, issue: IssueLike): string {
  const id = catalogueIdOfKey(issue.messageId ?? issue.message);
  if (!id) return issue.message;
  const values: Record<string, string | number> = {};
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint')
    values.minimum = Number(issue.minimum);
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint')
    values.maximum = Number(issue.maximum);
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return intl.formatMessage({ id }, values);
}
