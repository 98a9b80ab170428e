import { type ApiConfig } from '../config';
import { createHttpClient, type HttpClient, type HttpClientOptions } from './http-client';

/** Settings of an outside service's client, from the server's configuration (`url` unset: every call answers 503). */
export interface ServiceSettings {
  url?: string;
  timeoutMs?: number;
  deadlineMs?: number;
  retries?: number;
  backoffMs?: number;
  breakerFailureThreshold?: number;
  breakerResetAfterMs?: number;
}

/** The HTTP client of one service: its settings, the service's own limits where they leave one out, then `overrides`. */
export function serviceHttpClient(
  service: string,
  settings: ServiceSettings,
  overrides: Partial<HttpClientOptions>,
  limits: { timeoutMs?: number; deadlineMs?: number } = {},
): HttpClient {
  return createHttpClient({
    service,
    baseUrl: settings.url,
    timeoutMs: settings.timeoutMs ?? limits.timeoutMs,
    deadlineMs: settings.deadlineMs ?? limits.deadlineMs,
    retries: settings.retries,
    backoffMs: settings.backoffMs,
    breaker: {
      ...(settings.breakerFailureThreshold ? { failureThreshold: settings.breakerFailureThreshold } : {}),
      ...(settings.breakerResetAfterMs ? { resetAfterMs: settings.breakerResetAfterMs } : {}),
    },
    ...overrides,
  });
}

/** One client (and so one circuit breaker) per API configuration, i.e. per running server. */
export function clientPerConfig<Client>(
  create: (config: ApiConfig) => Client,
): (config: ApiConfig) => Client {
  const clients = new WeakMap<ApiConfig, Client>();
  return (config) => {
    let client = clients.get(config);
    if (!client) {
      client = create(config);
      clients.set(config, client);
    }
    return client;
  };
}
