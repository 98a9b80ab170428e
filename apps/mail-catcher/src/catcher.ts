import { randomUUID } from 'node:crypto';

import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the catcher received it. */
export interface CaughtMail {
  id: string;
  /** The Message-ID header the sender gave. */
  messageId: string | null;
  from: string;
  /** Envelope recipients (what the sender asked the server to deliver to), Bcc ones included. */
  to: string[];
  /** The addresses of the To header, what every recipient sees (a Bcc recipient is in `to` only). */
  headerTo: string[];
  subject: string;
  html: string | null;
  text: string | null;
  receivedAt: string;
}

/** The newest messages kept; older ones are dropped. */
const KEPT_MESSAGES = 1000;

const addressObjects = (value: AddressObject | AddressObject[] | undefined) =>
  Array.isArray(value) ? value : value ? [value] : [];

const addressText = (value: AddressObject | AddressObject[] | undefined) =>
  addressObjects(value)
    .map((entry) => entry.text)
    .join(', ');

const addressesOf = (value: AddressObject | AddressObject[] | undefined) =>
  addressObjects(value).flatMap((entry) => entry.value.flatMap((address) => address.address ?? []));

/** What a mail server answers to a message it cannot take now; the sender should try again later. */
class TemporaryRefusal extends Error {
  readonly responseCode = 451;
}

/**
 * The SMTP side: accepts any message without authentication or TLS (a development tool, bound to
 * loopback by default), parses it and keeps it in memory, newest last.
 */
export function createMailStore() {
  const messages: CaughtMail[] = [];
  let stallMs = 0;
  let refusals = 0;
  const listeners = new Set<() => void>();

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A sender's pooled connection must not hold a stop for the default 30 s.
    closeTimeout: 1000,
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.once('end', () => callback(new TemporaryRefusal('Try again later')));
        return;
      }
      simpleParser(stream)
        .then(async (parsed) => {
          if (stallMs > 0) await new Promise((resolve) => setTimeout(resolve, stallMs));
          messages.push({
            id: randomUUID(),
            messageId: parsed.messageId ?? null,
            from:
              addressText(parsed.from) ||
              String(session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            headerTo: addressesOf(parsed.to),
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            text: parsed.text ?? null,
            receivedAt: new Date().toISOString(),
          });
          if (messages.length > KEPT_MESSAGES) messages.splice(0, messages.length - KEPT_MESSAGES);
          for (const listener of listeners) listener();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  return {
    smtp,
    messages,
    clear() {
      messages.length = 0;
    },
    /** Every message waits this long before it is accepted (0: at once): a slow mail server. */
    stall(ms: number) {
      stallMs = ms;
    },
    /** The next `count` messages are refused with a temporary failure (451), as a busy server does. */
    refuseNext(count: number) {
      refusals = count;
    },
    /** Resolves with the messages once `predicate` holds for them, or rejects after `timeoutMs`. */
    waitFor(
      predicate: (messages: readonly CaughtMail[]) => boolean,
      timeoutMs = 10_000,
    ): Promise<CaughtMail[]> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(messages)) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve([...messages]);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} caught)`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
  };
}

export type MailStore = ReturnType<typeof createMailStore>;
