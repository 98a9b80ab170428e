import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import OpenAPIBackend, { type Document, type Operation, SetMatchType } from 'openapi-backend';

/**
 * Every REST call a test makes to a watched server is checked against the OpenAPI document that
 * server serves, by openapi-backend (its router and Ajv validators; Ajv's 2020-12 dialect, which
 * OpenAPI 3.1 schemas use):
 * - the answer's status is one the operation lists, and its body and headers fit that status's schema;
 * - a request the document accepts is not refused for a field the document leaves unrestricted (a 400
 *   whose issues are schema checks: a type, a bound, a format, a value outside an enumeration); rules
 *   no schema states (`custom` issues) may refuse it;
 * - a path under /api/ that no operation has is refused (4xx).
 * A violation fails the test that made the call, naming the call and what differs.
 */

/** Served beside the REST calls, not REST calls themselves. */
const OUTSIDE_THE_CONTRACT = /^\/api\/(openapi\.json$|docs(\/|$))/;

const watchedOrigins = new Set<string>();
let validator: Promise<OpenAPIBackend> | undefined;
const originalFetch = globalThis.fetch;

/** Checks the REST calls made to this server from now on (its origin, `http://127.0.0.1:<port>`). */
export function watchConformance(baseUrl: string) {
  watchedOrigins.add(new URL(baseUrl).origin);
  if (globalThis.fetch === originalFetch) globalThis.fetch = checkedFetch;
}

export function unwatchConformance(baseUrl: string) {
  watchedOrigins.delete(new URL(baseUrl).origin);
}

async function loadValidator(origin: string): Promise<OpenAPIBackend> {
  const response = await originalFetch(`${origin}/api/openapi.json`);
  const definition = (await response.json()) as Document;
  const api = new OpenAPIBackend({
    definition,
    quick: true,
    strict: false,
    validate: true,
    customizeAjv: (_ajv, options) => {
      const ajv = new Ajv2020({ ...options, strict: false, allErrors: true });
      addFormats(ajv);
      return ajv;
    },
  });
  await api.init();
  return api;
}

type Violation = string;

/** A REST call as the check reads it: `url` is the path with its query. */
export interface CheckedCall {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body: unknown;
}

/** What of the answer to a call the document served at `origin` does not allow (none when it fits). */
export async function conformanceViolations(origin: string, call: CheckedCall, response: Response) {
  validator ??= loadValidator(origin);
  return violationsOf(await validator, call, response);
}

async function checkedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (!watchedOrigins.has(url.origin) || !url.pathname.startsWith('/api/')) return originalFetch(input, init);
  const body = await readBody(request.clone());
  const response = await originalFetch(request);
  if (OUTSIDE_THE_CONTRACT.test(url.pathname)) return response;
  const call = {
    method: request.method,
    url: url.pathname + url.search,
    headers: Object.fromEntries(request.headers.entries()),
    body,
  };
  const violations = await conformanceViolations(url.origin, call, response.clone());
  if (violations.length > 0) {
    throw new Error(
      `${request.method} ${url.pathname}${url.search} answered ${response.status}, which the OpenAPI document does not allow:\n- ${violations.join('\n- ')}`,
    );
  }
  return response;
}

/** The request's body as the document describes it: JSON as sent, a multipart form's files as strings. */
async function readBody(request: Request): Promise<unknown> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body) return undefined;
  if (contentType.startsWith('multipart/form-data')) {
    try {
      const form = await request.formData();
      return Object.fromEntries(
        [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : '(file)']),
      );
    } catch {
      return undefined;
    }
  }
  if (!contentType.includes('json')) return undefined;
  const text = await request.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function violationsOf(
  api: OpenAPIBackend,
  call: CheckedCall,
  response: Response,
): Promise<Violation[]> {
  const url = new URL(call.url, 'http://localhost');
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  const openApiRequest = {
    method: call.method,
    path: url.pathname,
    query,
    headers: call.headers ?? {},
    body: call.body,
  };
  const operation = api.matchOperation(openApiRequest) as Operation | undefined;
  const status = response.status;
  if (!operation) {
    return status >= 400 && status < 500 ? [] : ['no operation of the document has this method and path'];
  }
  const violations: Violation[] = [];
  if (!(String(status) in (operation.responses ?? {}))) {
    violations.push(`status ${status} is not listed for ${operation.operationId}`);
    return violations;
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('application/json')) {
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const result = api.validateResponse(body, operation, status);
    if (!result.valid)
      violations.push(`the body does not fit: ${describe(result.errors)} in ${text.slice(0, 600)}`);
    const unstated = status === 400 ? schemaIssuesOf(body, jsonTextFields(operation)) : [];
    if (unstated.length > 0 && api.validateRequest(openApiRequest, operation).valid) {
      violations.push(
        `the document accepts the request, but the server refused ${unstated.join(', ')}: the document should say so`,
      );
    }
  }
  const headerResult = api.validateResponseHeaders(
    Object.fromEntries(response.headers.entries()),
    operation,
    {
      statusCode: status,
      setMatchType: SetMatchType.Superset,
    },
  );
  if (!headerResult.valid) violations.push(`the headers do not fit: ${describe(headerResult.errors)}`);
  return violations;
}

/** Issue codes of a schema's own checks, which the document can and must state. */
const SCHEMA_ISSUE_CODES = new Set([
  'invalid_type',
  'too_big',
  'too_small',
  'invalid_format',
  'not_multiple_of',
  'unrecognized_keys',
  'invalid_value',
  'invalid_union',
  'invalid_key',
  'invalid_element',
]);

/**
 * Body fields the document states as JSON text with a `contentSchema`: the document says what they
 * hold, but validators do not read inside text, so the server's refusals there are not counted.
 */
function jsonTextFields(operation: Operation): Set<string> {
  const body = operation.requestBody as
    | { content?: Record<string, { schema?: { properties?: Record<string, { contentSchema?: unknown }> } }> }
    | undefined;
  const properties = body?.content?.['application/json']?.schema?.properties ?? {};
  return new Set(Object.keys(properties).filter((name) => properties[name]?.contentSchema !== undefined));
}

/** `path (code)` of each schema-check issue of a 400's body. */
function schemaIssuesOf(body: unknown, jsonText: Set<string>): string[] {
  const issues =
    (body as { issues?: Array<{ code?: string; path?: Array<string | number> }> } | undefined)?.issues ?? [];
  return issues
    .filter((issue) => SCHEMA_ISSUE_CODES.has(issue.code ?? ''))
    .filter((issue) => !jsonText.has(String(issue.path?.[0] ?? '')))
    .map((issue) => `${(issue.path ?? []).join('.') || 'the input'} (${issue.code})`);
}

function describe(
  errors: ReadonlyArray<{ instancePath?: string; message?: string; params?: unknown }> | null | undefined,
) {
  return (errors ?? [])
    .slice(0, 5)
    .map(
      (error) =>
        `${error.instancePath || '(root)'} ${error.message ?? ''} ${JSON.stringify(error.params ?? {})}`,
    )
    .join('; ');
}
