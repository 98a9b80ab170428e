import { type PrismaClient } from '@backoffice/db';

import { type ApiConfig } from '../config';

/** Keys under which failed sign-ins are counted; stored in the database so every instance agrees. */
export const loginAttemptKeys = (email: string, ip: string | null) => ({
  account: `email:${email.toLowerCase()}`,
  address: ip ? `ip:${ip}` : null,
});

export async function isLoginThrottled(
  prisma: PrismaClient,
  config: ApiConfig,
  keys: ReturnType<typeof loginAttemptKeys>,
) {
  const since = new Date(Date.now() - config.loginFailureWindowMinutes * 60_000);
  const [accountFailures, addressFailures] = await Promise.all([
    prisma.loginAttempt.count({ where: { key: keys.account, succeeded: false, createdAt: { gte: since } } }),
    keys.address
      ? prisma.loginAttempt.count({
          where: { key: keys.address, succeeded: false, createdAt: { gte: since } },
        })
      : Promise.resolve(0),
  ]);
  return (
    accountFailures >= config.loginMaxFailuresPerAccount ||
    addressFailures >= config.loginMaxFailuresPerAddress
  );
}

export async function recordLoginAttempt(
  prisma: PrismaClient,
  keys: ReturnType<typeof loginAttemptKeys>,
  succeeded: boolean,
) {
  const data = [{ key: keys.account, succeeded }];
  if (keys.address) data.push({ key: keys.address, succeeded });
  if (succeeded) {
    // A successful sign-in clears the account's failure streak (not the address's).
    await prisma.loginAttempt.deleteMany({ where: { key: keys.account, succeeded: false } });
  }
  await prisma.loginAttempt.createMany({ data });
}
