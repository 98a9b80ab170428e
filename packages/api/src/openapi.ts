import { generateOpenApiDocument } from 'trpc-to-openapi';

import { type AccessPolicy, CHANNEL_KEY_PROCEDURES } from './auth/authorise';
import { appProcedureMap } from './procedure-call';
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
  }> = [];
  for (const { path: procedure, meta } of appProcedureMap().values()) {
    if (!meta?.openapi) continue;
    const policy = meta.policy ?? 'public';
    operations.push({
      procedure,
      method: meta.openapi.method,
      path: meta.openapi.path,
      policy,
      personOnly: meta.personOnly === true,
      channelKey: CHANNEL_KEY_PROCEDURES.has(procedure),
    });
  }
  return operations.sort((a, b) => a.path.localeCompare(b.path));
}

export function buildOpenApiDocument() {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Mobile operator back office REST API',
    description:
      'The same procedures the web client calls over tRPC. Send the session token in `X-Session-Token` ' +
      '(or `Authorization: Bearer <token>`) and `X-Tenant: null`; company-module calls also send `X-Company-Uuid`. ' +
      'Errors answer `{ "message", "code", "issues"? }` with the matching HTTP status.',
    version: '1.0.0',
    baseUrl: '',
    securitySchemes: {
      sessionToken: { type: 'apiKey', in: 'header', name: 'X-Session-Token' },
      bearer: { type: 'http', scheme: 'bearer' },
    },
  });
  const operationsByRoute = new Map(
    listRestOperations().map((operation) => [`${operation.method} ${operation.path}`, operation]),
  );
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(
      item as Record<string, { description?: string; security?: unknown }>,
    )) {
      const listed = operationsByRoute.get(`${method.toUpperCase()} ${path}`);
      if (!listed) continue;
      const { policy } = listed;
      const channelText = listed.channelKey ? CHANNEL_KEY_TEXT : undefined;
      const personText = listed.personOnly ? PERSON_ONLY_TEXT : undefined;
      operation.description = [POLICY_TEXT[policy], personText, channelText, operation.description]
        .filter(Boolean)
        .join(' ');
      operation.security = policy === 'public' ? [] : [{ sessionToken: [] }, { bearer: [] }];
    }
  }
  return document;
}
