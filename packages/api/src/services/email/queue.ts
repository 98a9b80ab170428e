import { type Prisma } from '@backoffice/db';
import { CUSTOMER_RECIPIENT, type EmailKind } from '@backoffice/shared';

import { renderSubject, type TemplateVariables } from '@backoffice/shared';

type Tx = Prisma.TransactionClient;

export const EMAIL_SEND_KIND = 'email-send';

/**
 * A template's recipients for one order: `customer` becomes the order's address and comes first (the
 * send puts the first recipient alone in To and the others in Bcc), the rest stay in their order.
 */
export function recipientsOf(sendTo: string, customerEmail: string | null): string[] {
  const entries = sendTo
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hasCustomer = entries.some((entry) => entry.toLowerCase() === CUSTOMER_RECIPIENT);
  const addresses = entries.filter((entry) => entry.toLowerCase() !== CUSTOMER_RECIPIENT);
  const recipients = [...(hasCustomer && customerEmail ? [customerEmail] : []), ...addresses];
  return [...new Set(recipients.map((entry) => entry.toLowerCase()))];
}

async function enqueueEmailSends(tx: Tx, emailIds: readonly string[]) {
  if (emailIds.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO jobs (id, kind, status, "end", payload)
    SELECT gen_random_uuid(), ${EMAIL_SEND_KIND}, 'pending', 1, jsonb_build_object('emailId', m)
    FROM unnest(${emailIds}::uuid[]) AS m`;
}

/**
 * In the outbox's dispatch transaction: one email per published template whose template id is the
 * event's type, to its recipients for the event's order. Unique per event and template, so a
 * dispatch repeated after a crash queues nothing twice.
 */
export async function queueEventEmails(tx: Tx, eventIds: readonly string[]): Promise<void> {
  const matches = await tx.$queryRaw<
    Array<{
      event_id: string;
      event_type: string;
      order_id: number | null;
      template_id: string;
      topic_name: string;
      send_to: string;
      customer_email: string | null;
    }>
  >`
    SELECT e.id AS event_id, e.type AS event_type, e.order_id, t.id AS template_id, t.topic_name, t.send_to,
           -- A customer whose data was erased is emailed no more (their address is a placeholder).
           CASE WHEN o.personal_data_erased_at IS NULL THEN o.email END AS customer_email
    FROM outbox_events e
    JOIN email_notifications t ON t.publish AND t.template_id = e.type
    LEFT JOIN orders o ON o.id = e.order_id
    WHERE e.id = ANY(${eventIds}::uuid[])`;
  if (matches.length === 0) return;
  const queued = await tx.emailMessage.createManyAndReturn({
    data: matches.map((match) => {
      const variables: TemplateVariables = {
        email: match.customer_email ?? '',
        order_number: match.order_id === null ? '' : String(match.order_id),
      };
      return {
        kind: 'event',
        eventId: match.event_id,
        templateId: match.template_id,
        eventType: match.event_type,
        orderId: match.order_id,
        to: recipientsOf(match.send_to, match.customer_email).join(', '),
        subject: renderSubject(match.topic_name, variables),
        variables,
      };
    }),
    skipDuplicates: true,
    select: { id: true },
  });
  await enqueueEmailSends(
    tx,
    queued.map((email) => email.id),
  );
}

/**
 * What a body holds where a password reset's token goes: the log keeps the body so, and only the
 * message sent has the token, made as it is sent.
 */
export const SECRET_PLACEHOLDER = '[redacted]';

/**
 * Queues one email (a template's test, a password reset, an invitation) in the caller's transaction.
 * A password reset's body holds SECRET_PLACEHOLDER where its token goes and names its link.
 */
export async function queueEmail(
  tx: Tx,
  email: {
    kind: Exclude<EmailKind, 'event'>;
    to: string;
    subject: string;
    templateId?: string;
    variables?: TemplateVariables;
    html?: string;
    text?: string;
    passwordResetId?: string;
  },
): Promise<string> {
  const row = await tx.emailMessage.create({
    data: {
      kind: email.kind,
      to: email.to,
      subject: renderSubject(email.subject, email.variables ?? {}),
      templateId: email.templateId ?? null,
      variables: email.variables ?? {},
      html: email.html ?? null,
      text: email.text ?? null,
      passwordResetId: email.passwordResetId ?? null,
    },
    select: { id: true },
  });
  await enqueueEmailSends(tx, [row.id]);
  return row.id;
}
