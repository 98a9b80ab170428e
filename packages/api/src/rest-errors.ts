import { z } from 'zod';

import { messages, STEP_UP_METHODS, validationMessages } from '@backoffice/shared';

/** Every error status a REST call may answer, with the `code` its body carries. */
export const REST_ERROR_CODES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
} as const;

export type RestErrorStatus = keyof typeof REST_ERROR_CODES;
export type RestErrorCode = (typeof REST_ERROR_CODES)[RestErrorStatus];

/**
 * The failures a procedure declares in its meta (`errors`), besides those every call of its kind can
 * answer (400 for an input, 401, 403, 413 for a body, 500, 503): the OpenAPI document lists them.
 */
export type DeclaredError = 'BAD_REQUEST' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'BAD_GATEWAY';

/** What any call may answer, whatever it is: a credential refused, the server failing, the database down. */
export const ALWAYS_ANSWERED: readonly RestErrorStatus[] = [401, 403, 500, 503];

/** Statuses whose answer says when to try again in `Retry-After` (seconds). */
export const RETRY_AFTER_STATUSES: ReadonlySet<RestErrorStatus> = new Set([429, 503]);

const ZOD_ISSUE_CODES = [
  'invalid_type',
  'too_big',
  'too_small',
  'invalid_format',
  'not_multiple_of',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'invalid_value',
  'custom',
] as const;

const MESSAGE_KEYS = [...Object.keys(messages), ...Object.keys(validationMessages)] as [string, ...string[]];

/**
 * One refused field, as zod reports it: the check's own details (`maximum`, `values`, `format`…) stay
 * beside the fields every issue has.
 */
export const restIssueSchema = z.looseObject({
  code: z.enum(ZOD_ISSUE_CODES),
  path: z.array(z.union([z.string(), z.number().int()])).describe('The field, as keys from the input'),
  message: z.string().describe('English text'),
  messageId: z.enum(MESSAGE_KEYS).describe('The text to translate, as a key of the shared messages'),
});

/** `NOT_FOUND` or `order.status_changed` as `NotFound`, `OrderStatusChanged`: a name for the document's components. */
export const componentName = (text: string) =>
  text
    .toLowerCase()
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The name of a status's answer in the OpenAPI document's components. */
export const restErrorName = (status: RestErrorStatus) => componentName(REST_ERROR_CODES[status]);

/** An operation's answer with this status: a reference to the document's shared error answer. */
export const errorAnswerRef = (status: RestErrorStatus) => ({
  $ref: `#/components/responses/${restErrorName(status)}`,
});

/**
 * A 403 of a dangerous action the person has not confirmed recently: how they may confirm it
 * (`account/profile/confirm-identity*`) before sending the call again.
 */
const stepUpSchema = z
  .object({ methods: z.array(z.enum(STEP_UP_METHODS)) })
  .describe('Confirm it is you with one of these, then send the call again');

/** The body of a failed call with this status. */
export const restErrorSchema = (status: RestErrorStatus) =>
  z.object({
    message: z.string().describe('What went wrong, in English'),
    code: z.literal(REST_ERROR_CODES[status]),
    issues: z
      .array(restIssueSchema)
      .optional()
      .describe('The refused fields, when the failure is about fields'),
    ...(status === 403 ? { step_up: stepUpSchema.optional() } : {}),
  });

export const REST_ERROR_STATUSES = Object.keys(REST_ERROR_CODES).map(Number) as RestErrorStatus[];

/** The status a declared failure answers. */
export const statusOfError = (code: RestErrorCode): RestErrorStatus =>
  REST_ERROR_STATUSES.find((status) => REST_ERROR_CODES[status] === code) ?? 500;

/** A change of one order: no such order, or one whose version or state refuses the change. */
export const ORDER_CHANGE_ERRORS = ['NOT_FOUND', 'CONFLICT'] as const satisfies readonly DeclaredError[];
