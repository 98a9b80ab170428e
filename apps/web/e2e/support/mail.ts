import { type APIRequestContext, expect } from '@playwright/test';

import { E2E_MAIL_WEB_URL } from './environment';

/** A message as the suite's mail catcher keeps it (apps/mail-catcher). */
export interface CaughtMail {
  to: string[];
  subject: string;
  html: string | null;
  text: string | null;
}

/** Waits until the mail catcher holds a message to `address`, and answers the newest one. */
export async function mailTo(request: APIRequestContext, address: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${E2E_MAIL_WEB_URL}/api/messages`);
        const { messages } = (await answer.json()) as { messages: CaughtMail[] };
        found = messages.filter((message) => message.to.includes(address)).at(-1);
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`No mail to ${address}`);
  return found;
}
