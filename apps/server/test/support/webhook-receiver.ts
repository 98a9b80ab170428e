import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  type: string;
  data: Record<string, any>;
  /** The status this receiver answered. */
  answered: number;
}

/**
 * A channel's webhook receiver for tests: a real HTTP server that verifies every request's Standard
 * Webhooks signature with the endpoint's secret (a bad signature is answered 401 and not kept) and
 * answers what the test scripts: `answers` are used in turn, then 200.
 */
export async function startWebhookReceiver(options: { port?: number } = {}) {
  let verifier: Webhook | null = null;
  const answers: number[] = [];
  const received: ReceivedWebhook[] = [];
  let badSignatures = 0;
  let stallMs = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const reply = () => {
        try {
          if (!verifier) throw new Error('no secret yet');
          const parsed = verifier.verify(body, req.headers as Record<string, string>) as {
            type: string;
            data: Record<string, any>;
          };
          const answered = answers.shift() ?? 200;
          received.push({
            id: String(req.headers['webhook-id']),
            type: parsed.type,
            data: parsed.data,
            answered,
          });
          res.writeHead(answered, { 'content-type': 'text/plain' }).end(answered < 300 ? 'ok' : 'try later');
        } catch {
          badSignatures += 1;
          res.writeHead(401).end('bad signature');
        }
      };
      if (stallMs > 0) setTimeout(reply, stallMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    get badSignatures() {
      return badSignatures;
    },
    /** The endpoint's secret, as the create call answered it. */
    useSecret(secret: string) {
      verifier = new Webhook(secret);
    },
    /** The next requests are answered with these statuses, in turn. */
    answerNext(...statuses: number[]) {
      answers.push(...statuses);
    },
    /** Every answer waits this long first (0: answer at once). */
    stall(ms: number) {
      stallMs = ms;
    },
    /** Accepted deliveries (2xx) by webhook-id: each event should appear once. */
    accepted() {
      return received.filter((entry) => entry.answered < 300);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
