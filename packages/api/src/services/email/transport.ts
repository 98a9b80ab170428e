import { createTransport, type Transporter } from 'nodemailer';

import { type MailSettings } from '../../config';

/** Limits of one send: no SMTP conversation may hold a job for longer than this. */
const SMTP_LIMITS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

const transports = new Map<string, Transporter>();

/** One pooled transport per SMTP URL, reused by every send of this instance. */
export function mailTransportFor(settings: MailSettings): Transporter {
  let transport = transports.get(settings.url);
  if (!transport) {
    transport = createTransport(
      { url: settings.url, pool: true, maxConnections: 4, ...SMTP_LIMITS },
      {
        from: settings.from,
      },
    );
    transports.set(settings.url, transport);
  }
  return transport;
}

/** What a failed send means: a 5xx answer is final, anything else (4xx, network) is worth a retry. */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500;
}
