import { Webhook } from 'standardwebhooks';

import { type webhooks } from './generated/openapi';

/** Every event an endpoint may be sent, told apart by `type`. */
export type WebhookEvent = {
  [T in keyof webhooks]: webhooks[T]['post'] extends {
    requestBody: { content: { 'application/json': infer Body } };
  }
    ? Body
    : never;
}[keyof webhooks];

/**
 * Checks a delivery's Standard Webhooks signature with the endpoint's secret (`whsec_…`), on the body
 * exactly as it arrived, and that it is fresh (5 minutes); throws when it is not, answers the event.
 */
export function webhookVerifier(secret: string) {
  const webhook = new Webhook(secret);
  return (rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookEvent => {
    const flat = Object.fromEntries(
      Object.entries(headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name.toLowerCase(), Array.isArray(value) ? value.join(' ') : value]],
      ),
    );
    // Signed by the server, which builds each event from the schema the document lists.
    return webhook.verify(rawBody, flat) as WebhookEvent;
  };
}
