export {
  type BackofficeClient,
  type BackofficeClientOptions,
  createBackofficeClient,
  type Failure,
  type OrderCart,
  type Outcome,
} from './client';
export { type WebhookEvent, webhookVerifier } from './webhooks';
export { type components, type paths, type webhooks } from './generated/openapi';
