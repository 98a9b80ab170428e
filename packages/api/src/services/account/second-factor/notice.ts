import { type Prisma } from '@backoffice/db';
import { DEFAULT_LOCALE, EMAILED_SCREEN_PATHS } from '@backoffice/shared';

import { type Context } from '../../../context';
import { queueEmail } from '../../email/queue';
import { type SignInFactorChange, signInFactorNoticeEmail } from '../../email/staff-emails';

/**
 * Emails the person that their two-step sign-in changed (or a recovery code was spent), in the
 * transaction of the change: the notice goes out with it, or not at all.
 */
export async function tellOfFactorChange(
  tx: Prisma.TransactionClient,
  ctx: { request: Pick<Context['request'], 'locale'>; config: Pick<Context['config'], 'appUrl'> },
  userId: string,
  change: SignInFactorChange,
): Promise<void> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user) return;
  const message = signInFactorNoticeEmail(
    ctx.request.locale ?? DEFAULT_LOCALE,
    change,
    `${ctx.config.appUrl}${EMAILED_SCREEN_PATHS.profile}`,
  );
  await queueEmail(tx, {
    kind: 'sign-in-notice',
    to: user.email,
    subject: message.subject,
    html: message.html,
  });
}
