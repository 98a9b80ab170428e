import { type PrismaClient } from '@backoffice/db';
import { nextDeliveryDelayMs } from '@backoffice/shared';

import { type ApiServices } from '../../context';
import { keyFromPath } from '../../files/storage';
import { type JobHandler, RetryJobLaterError } from '../job-contract';
import { renderTemplate, type TemplateVariables } from '@backoffice/shared';

import { plainTextOf } from './render';
import { issueResetToken } from '../../auth/reset-tokens';
import { EMAIL_SEND_KIND, SECRET_PLACEHOLDER } from './queue';
import { isPermanentSmtpFailure, mailTransportFor } from './transport';

/** Emails sent at once by one instance. */
const EMAIL_SEND_CONCURRENCY = 4;

const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 1000);

async function readText(services: Pick<ApiServices, 'storage'>, path: string): Promise<string | null> {
  const key = keyFromPath(path);
  const file = key ? await services.storage.open(key) : null;
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

type QueuedEmail = NonNullable<Awaited<ReturnType<typeof loadEmail>>>;

function loadEmail(prisma: PrismaClient, id: string) {
  return prisma.emailMessage.findUnique({
    where: { id },
    include: { template: { select: { file: true, templateId: true } } },
  });
}

/** A body with its secret in place of SECRET_PLACEHOLDER; the body as stored when it has none. */
const withSecret = (body: string, secret: string | null) =>
  secret === null ? body : body.split(SECRET_PLACEHOLDER).join(secret);

/**
 * The secret a message carries: a password reset's token, made now (only its hash is kept). Throws
 * when its link was used, expired or ended before the send: a dead link is not worth sending.
 */
async function secretOf(prisma: PrismaClient, email: QueuedEmail): Promise<string | null> {
  if (email.kind !== 'password-reset') return null;
  const token = email.passwordResetId ? await issueResetToken(prisma, email.passwordResetId) : null;
  if (!token) throw new Error('The link was used, expired or ended before it could be sent');
  return token;
}

/** The body to send: as queued, or the template's file with its variables filled in. */
async function bodyOf(services: Pick<ApiServices, 'storage'>, email: QueuedEmail) {
  if (email.html !== null) return { html: email.html, text: email.text ?? plainTextOf(email.html) };
  if (!email.template) throw new Error('The template was deleted before the email was sent');
  const source = email.template.file ? await readText(services, email.template.file) : null;
  if (source === null) {
    throw new Error(`The file of template "${email.template.templateId}" is missing`);
  }
  const html = renderTemplate(source, email.variables as TemplateVariables);
  return { html, text: plainTextOf(html) };
}

/**
 * Sends one queued email over SMTP. A template is rendered now, from its file as it is; a password
 * reset's token is made now and put into the message only (each attempt makes a new one, so the
 * last message sent holds the working link), so no row ever holds it. The Message-ID is the email's
 * own id, so a send repeated after a crash is recognisably the same message. A 4xx answer or a network failure is retried on the webhooks' schedule; a 5xx answer, no
 * configured transport or any failure to make the message (a missing file, the file store down) fails
 * the email at once, with the reason in the log.
 */
export function emailSendHandler(services: Pick<ApiServices, 'config' | 'storage'>): JobHandler {
  return {
    kind: EMAIL_SEND_KIND,
    concurrency: EMAIL_SEND_CONCURRENCY,
    async run(run) {
      const { emailId } = run.job.payload as { emailId: string };
      const email = await loadEmail(run.prisma, emailId);
      if (!email || email.status !== 'pending') {
        await run.step(0, 1, () => Promise.resolve({}));
        return;
      }
      const fail = (error: string) =>
        run.step(0, 1, async (tx) => {
          await tx.emailMessage.update({
            where: { id: email.id },
            data: { status: 'failed', error, attempts: { increment: 1 } },
          });
          return { result: { error } };
        });
      const settings = services.config.mail;
      if (!settings) return fail('No mail transport is configured (SMTP_URL)');
      if (email.to.trim() === '') return fail('The email has no recipient');
      let body: { html: string; text: string };
      let secret: string | null;
      try {
        body = await bodyOf(services, email);
        secret = await secretOf(run.prisma, email);
      } catch (error) {
        // Whatever stops the message from being made (a bad file, the file store down, a bug) is
        // recorded on the email, which would otherwise stay pending with no reason given.
        return fail(errorText(error));
      }
      try {
        // The first recipient (the customer, when there is one) alone in To: no recipient sees the others.
        const [to, ...bcc] = email.to
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        const info = await mailTransportFor(settings).sendMail({
          to,
          bcc,
          subject: email.subject,
          html: withSecret(body.html, secret),
          text: withSecret(body.text, secret),
          messageId: `<${email.id}@backoffice>`,
        });
        await run.step(0, 1, async (tx) => {
          await tx.emailMessage.update({
            where: { id: email.id },
            data: {
              status: 'sent',
              html: body.html,
              text: body.text,
              smtpResponse: String(info.response ?? '').slice(0, 500),
              error: null,
              attempts: { increment: 1 },
              sentAt: new Date(),
            },
          });
          return {};
        });
      } catch (error) {
        const message = errorText(error);
        const delay = isPermanentSmtpFailure(error)
          ? null
          : nextDeliveryDelayMs(run.job.attempts, run.job.createdAt.getTime(), Date.now());
        if (delay === null) return fail(message);
        await run.prisma.emailMessage.update({
          where: { id: email.id },
          data: { error: message, attempts: { increment: 1 } },
        });
        throw new RetryJobLaterError(delay, message);
      }
    },
  };
}
