export {
  CircuitBreaker,
  createHttpClient,
  DEFAULT_HTTP_CLIENT_OPTIONS,
  IntegrationError,
  type HttpClient,
  type HttpClientOptions,
  type IntegrationFailure,
} from './http-client';
export { integrationFailure } from './errors';
export * from './bss';
export * from './payment';
