import { type ApiConfig } from '../../config';
import { createHttpClient, type HttpClient, type HttpClientOptions } from '../http-client';
import { type BssPlan, bssPlanListSchema, bssPlanSchema } from './schemas';

/** Settings of the billing system client; `url` is BSS_URL (unset: every call answers 503). */
export interface BssSettings {
  url?: string;
  timeoutMs?: number;
  deadlineMs?: number;
  retries?: number;
  backoffMs?: number;
  breakerFailureThreshold?: number;
  breakerResetAfterMs?: number;
}

/** The operator's billing system, as the back office uses it. Every method throws `IntegrationError` on failure. */
export interface BssClient {
  readonly http: HttpClient;
  /** The plans on sale (GET /v1/plans). */
  listPlans(): Promise<BssPlan[]>;
  /** One plan on sale, or null when the BSS does not sell it (GET /v1/plans/{id}). */
  getPlan(id: number): Promise<BssPlan | null>;
}

export function createBssClient(
  settings: BssSettings = {},
  overrides: Partial<HttpClientOptions> = {},
): BssClient {
  const http = createHttpClient({
    service: 'BSS',
    baseUrl: settings.url,
    timeoutMs: settings.timeoutMs,
    deadlineMs: settings.deadlineMs,
    retries: settings.retries,
    backoffMs: settings.backoffMs,
    breaker: {
      ...(settings.breakerFailureThreshold ? { failureThreshold: settings.breakerFailureThreshold } : {}),
      ...(settings.breakerResetAfterMs ? { resetAfterMs: settings.breakerResetAfterMs } : {}),
    },
    ...overrides,
  });
  return {
    http,
    async listPlans() {
      const list = await http.request({ path: '/v1/plans', schema: bssPlanListSchema });
      return list.plans;
    },
    async getPlan(id) {
      const result = await http.send({
        path: `/v1/plans/${id}`,
        schema: bssPlanSchema,
        acceptStatuses: [404],
      });
      return result.ok ? result.data : null;
    },
  };
}

// One client (and so one circuit breaker) per API configuration, i.e. per running server.
const clients = new WeakMap<ApiConfig, BssClient>();

/** The process's BSS client for this configuration. */
export function bssClientFor(config: ApiConfig): BssClient {
  let client = clients.get(config);
  if (!client) {
    client = createBssClient(config.bss);
    clients.set(config, client);
  }
  return client;
}
