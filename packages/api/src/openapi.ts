import { generateOpenApiDocument } from 'trpc-to-openapi';
import { createSchema, type oas31 } from 'zod-openapi';

import {
  DOMAIN_EVENTS,
  isDomainEventType,
  WEBHOOK_EVENT_EXAMPLES,
  WEBHOOK_EVENT_TYPES,
  webhookBodySchema,
  type WebhookEventType,
} from '@backoffice/shared';

import { type AccessPolicy, CHANNEL_KEY_PROCEDURES } from './auth/authorise';
import { ssoOperationAt, ssoOperationPaths } from './auth/single-sign-on-operations';
import { fileOperationAt, fileOperationPaths } from './files/file-operations';
import { appProcedureMap } from './procedure-call';
import {
  ALWAYS_ANSWERED,
  componentName,
  type DeclaredError,
  errorAnswerRef,
  REST_ERROR_STATUSES,
  restErrorName,
  restErrorSchema,
  restIssueSchema,
  RETRY_AFTER_STATUSES,
  type RestErrorStatus,
  statusOfError,
} from './rest-errors';
import { appRouter } from './root';

const POLICY_TEXT: Record<AccessPolicy, string> = {
  public: 'Public: no session needed.',
  session: 'Any person signed in, including one waiting for activation; never an API key.',
  staff: 'Any active staff user, or a `staff` API key.',
  admin: 'Administrators and super administrators (roles 2 and 3).',
  superAdmin: 'Super administrators only (role 3).',
};

const CHANNEL_KEY_TEXT = 'A `channel` API key may call it too.';
const PERSON_ONLY_TEXT = "About the caller's own account: never an API key.";

/**
 * Every REST operation with its declared access policy and whether a `channel` API key may call it
 * (used by the REST map, the OpenAPI document and the API tests).
 */
export function listRestOperations() {
  const operations: Array<{
    procedure: string;
    method: string;
    path: string;
    policy: AccessPolicy;
    personOnly: boolean;
    channelKey: boolean;
    takesInput: boolean;
    errors: readonly DeclaredError[];
  }> = [];
  for (const { path: procedure, meta, takesNoInput } of appProcedureMap().values()) {
    if (!meta?.openapi) continue;
    const policy = meta.policy ?? 'public';
    operations.push({
      procedure,
      method: meta.openapi.method,
      path: meta.openapi.path,
      policy,
      personOnly: meta.personOnly === true,
      channelKey: CHANNEL_KEY_PROCEDURES.has(procedure),
      takesInput: !takesNoInput,
      errors: [...(meta.baseErrors ?? []), ...(meta.errors ?? [])],
    });
  }
  return operations.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Every status a REST operation may answer besides its success: what any call of its kind may (a
 * credential refused, a body too large, the database down) and what its procedure declares.
 */
function errorStatusesOf(operation: {
  method: string;
  takesInput: boolean;
  errors: readonly DeclaredError[];
}): RestErrorStatus[] {
  const hasBody = operation.method !== 'GET';
  const statuses = new Set<RestErrorStatus>(ALWAYS_ANSWERED);
  if (operation.takesInput || hasBody) statuses.add(400);
  if (hasBody) statuses.add(413);
  for (const error of operation.errors) statuses.add(statusOfError(error));
  return [...statuses].sort((a, b) => a - b);
}

const ERROR_DESCRIPTIONS: Record<RestErrorStatus, string> = {
  400: 'The input was refused: `issues` names each refused field',
  401: 'No valid session or API key',
  403: 'The credential does not allow this call',
  404: 'No such record',
  409: 'The change conflicts with the current state (a stale version, a value another record has, a repeated key with another body)',
  413: 'The body is larger than the server accepts',
  415: 'The body is not of a type this call accepts',
  429: 'Too many calls: try again after `Retry-After` seconds',
  500: 'The server failed',
  502: 'An outside system (the billing system, the map service) answered with an error',
  503: 'The database or an outside system is not available: try again after `Retry-After` seconds',
};

type JsonSchema = { anyOf?: JsonSchema[]; type?: unknown; items?: JsonSchema };

/**
 * A query parameter is always text, so a number accepted "as a number or as digits" is, in a query,
 * just the number (`page=2`): its integer form, with its bounds or values.
 */
function asQueryValue(schema: JsonSchema): JsonSchema {
  if (schema.items) return { ...schema, items: asQueryValue(schema.items) };
  const integer = schema.anyOf?.find((branch) => branch.type === 'integer');
  return integer && schema.anyOf?.length === 2 ? integer : schema;
}

/** The error answers every operation refers to, under `components.responses`. */
function errorResponses(): Record<string, oas31.ResponseObject> {
  return Object.fromEntries(
    REST_ERROR_STATUSES.map((status) => [
      restErrorName(status),
      {
        description: ERROR_DESCRIPTIONS[status],
        ...(RETRY_AFTER_STATUSES.has(status)
          ? {
              headers: {
                'Retry-After': {
                  description: 'Seconds to wait before trying again',
                  required: true,
                  schema: { type: 'integer', minimum: 1 },
                },
              },
            }
          : {}),
        content: {
          'application/json': { schema: { $ref: `#/components/schemas/Error${restErrorName(status)}` } },
        },
      },
    ]),
  );
}

/** `order.status_changed` as `WebhookOrderStatusChanged`: its body's name under `components.schemas`. */
const webhookSchemaName = (type: WebhookEventType) => `Webhook${componentName(type)}`;

/** The Standard Webhooks headers every delivery carries; the receiver verifies the signature with its secret. */
const WEBHOOK_HEADERS: oas31.ParameterObject[] = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: 'The event id: the same on every attempt, so a receiver keeps each event once',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'When this attempt was signed, in seconds since 1970',
    schema: { type: 'integer' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description: "`v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the endpoint's secret",
    schema: { type: 'string', pattern: '^v1,' },
  },
];

/**
 * Every event a webhook endpoint may be sent (OpenAPI 3.1 `webhooks`), each with its body's schema
 * under `components.schemas` and an example.
 */
function webhookDocument() {
  const schemas: Record<string, oas31.SchemaObject | oas31.ReferenceObject> = {};
  const webhooks: Record<string, oas31.PathItemObject> = {};
  for (const type of WEBHOOK_EVENT_TYPES) {
    const name = webhookSchemaName(type);
    const { schema, components } = createSchema(webhookBodySchema(type), {
      io: 'output',
      openapiVersion: '3.1.0',
    });
    Object.assign(schemas, components, { [name]: schema });
    webhooks[type] = {
      post: {
        operationId: `webhook-${type.replace(/[._]/g, '-')}`,
        summary: isDomainEventType(type)
          ? DOMAIN_EVENTS[type]
          : "A test event, sent from the endpoint's page",
        tags: ['webhooks'],
        security: [],
        parameters: WEBHOOK_HEADERS,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { $ref: `#/components/schemas/${name}` },
              example: { type, timestamp: '2026-03-02T09:30:00.000Z', data: WEBHOOK_EVENT_EXAMPLES[type] },
            },
          },
        },
        responses: {
          '200': { description: 'Received: any 2xx answer ends the delivery' },
          '4XX': { description: 'Refused: the delivery is tried again, for up to a day' },
        },
      },
    };
  }
  return { schemas, webhooks };
}

export function buildOpenApiDocument() {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Mobile operator back office REST API',
    description:
      'The same procedures the web client calls over tRPC. Send the session token in `X-Session-Token` ' +
      '(or `Authorization: Bearer <token>`) and `X-Tenant: null`; company-module calls also send `X-Company-Uuid`. ' +
      'Errors answer `{ "message", "code", "issues"? }` with the matching HTTP status.',
    version: '1.0.0',
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    baseUrl: '',
    securitySchemes: {
      sessionToken: { type: 'apiKey', in: 'header', name: 'X-Session-Token' },
      bearer: { type: 'http', scheme: 'bearer' },
    },
    paths: { ...fileOperationPaths(), ...ssoOperationPaths() },
    defs: {
      RestIssue: restIssueSchema,
      ...Object.fromEntries(
        REST_ERROR_STATUSES.map((status) => [`Error${restErrorName(status)}`, restErrorSchema(status)]),
      ),
    },
  });
  // trpc-to-openapi's own error answers are replaced by the server's (ours list each issue as sent).
  const schemas = document.components?.schemas ?? {};
  for (const name of Object.keys(schemas)) if (name.startsWith('error.')) delete schemas[name];
  const events = webhookDocument();
  document.components = {
    ...document.components,
    schemas: { ...schemas, ...events.schemas },
    responses: errorResponses(),
  };
  document.webhooks = events.webhooks;
  const operationsByRoute = new Map(
    listRestOperations().map((operation) => [`${operation.method} ${operation.path}`, operation]),
  );
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(
      item as Record<
        string,
        {
          description?: string;
          security?: unknown;
          parameters?: Array<{ in: string; schema?: JsonSchema }>;
          responses: Record<string, unknown>;
        }
      >,
    )) {
      const listed = operationsByRoute.get(`${method.toUpperCase()} ${path}`);
      const policy =
        listed?.policy ?? fileOperationAt(path)?.policy ?? (ssoOperationAt(path) ? 'public' : undefined);
      if (!policy) continue;
      const channelText = listed?.channelKey ? CHANNEL_KEY_TEXT : undefined;
      const personText =
        listed?.personOnly || fileOperationAt(path)?.personOnly || ssoOperationAt(path)
          ? PERSON_ONLY_TEXT
          : undefined;
      operation.description = [POLICY_TEXT[policy], personText, channelText, operation.description]
        .filter(Boolean)
        .join(' ');
      operation.security = policy === 'public' ? [] : [{ sessionToken: [] }, { bearer: [] }];
      if (!listed) continue;
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query' && parameter.schema) parameter.schema = asQueryValue(parameter.schema);
      }
      operation.responses = {
        200: operation.responses['200'],
        ...Object.fromEntries(errorStatusesOf(listed).map((status) => [status, errorAnswerRef(status)])),
      };
    }
  }
  return document;
}
