import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

import { Webhook } from 'standardwebhooks';

import { WEBHOOK_EVENT_TYPES, webhookBodySchema } from '@backoffice/shared';

export interface ReceivedWebhook {
  id: string;
  type: string;
  data: Record<string, any>;
  /** The status this receiver answered. */
  answered: number;
}

/** An answer of `total` bytes streamed as fast as the client reads it, and how far it got. */
export interface StreamedAnswer {
  total: number;
  /** Bytes handed to the connection before it closed or the answer was complete. */
  written: number;
  /** Resolves once the connection of this answer is closed, by either side. */
  closed: Promise<void>;
}

/** Every streamed answer repeats this text, so its start is known. */
export const STREAMED_ANSWER_TEXT = '0123456789abcdef';

async function streamAnswer(res: ServerResponse, answer: StreamedAnswer) {
  const chunk = Buffer.alloc(64 * 1024, STREAMED_ANSWER_TEXT);
  res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(answer.total) });
  while (answer.written < answer.total && !res.destroyed) {
    const part = chunk.subarray(0, answer.total - answer.written);
    answer.written += part.length;
    // Waits while the client is not reading (the socket's buffers are full), as a real server does.
    if (!res.write(part)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  }
  if (!res.destroyed) res.end();
}

/**
 * A channel's webhook receiver for tests: a real HTTP server that verifies every request's Standard
 * Webhooks signature with the endpoint's secret (a bad signature is answered 401 and not kept) and
 * answers what the test scripts: `answers` are used in turn, then 200. Every verified body is checked
 * against its event's schema (the OpenAPI document's `webhooks`): `close()` fails with any that differ.
 */
export async function startWebhookReceiver(options: { port?: number } = {}) {
  let verifier: Webhook | null = null;
  const answers: number[] = [];
  const received: ReceivedWebhook[] = [];
  let badSignatures = 0;
  const misshapen: string[] = [];
  let stallMs = 0;
  const streamedAnswers: Array<{ answer: StreamedAnswer; markClosed: () => void }> = [];

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
          const type = WEBHOOK_EVENT_TYPES.find((known) => known === parsed.type);
          const shape = type ? webhookBodySchema(type).safeParse(parsed) : null;
          if (!shape?.success)
            misshapen.push(`${parsed.type}: ${shape?.error.message ?? 'no such event'} in ${body}`);
          const answered = answers.shift() ?? 200;
          received.push({
            id: String(req.headers['webhook-id']),
            type: parsed.type,
            data: parsed.data,
            answered,
          });
          const streamed = answered < 300 ? streamedAnswers.shift() : undefined;
          if (streamed) {
            res.once('close', streamed.markClosed);
            void streamAnswer(res, streamed.answer);
          } else {
            res
              .writeHead(answered, { 'content-type': 'text/plain' })
              .end(answered < 300 ? 'ok' : 'try later');
          }
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
    /** The next accepted request is answered with a body of `total` bytes, streamed. */
    streamNextAnswer(total: number): StreamedAnswer {
      let markClosed!: () => void;
      const closed = new Promise<void>((resolve) => (markClosed = resolve));
      const answer: StreamedAnswer = { total, written: 0, closed };
      streamedAnswers.push({ answer, markClosed });
      return answer;
    },
    /** Every answer waits this long first (0: answer at once). */
    stall(ms: number) {
      stallMs = ms;
    },
    /** Accepted deliveries (2xx) by webhook-id: each event should appear once. */
    accepted() {
      return received.filter((entry) => entry.answered < 300);
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      if (misshapen.length > 0) {
        throw new Error(`Deliveries that do not fit their event's schema:\n${misshapen.join('\n')}`);
      }
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
