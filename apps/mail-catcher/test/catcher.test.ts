import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { type RunningMailCatcher, startMailCatcher } from '../src/index';

let catcher: RunningMailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(() => catcher.close());

it('keeps what arrives over SMTP and shows it in the web view, with the HTML sandboxed', async () => {
  const transport = createTransport(catcher.smtpUrl);
  await transport.sendMail({
    from: 'Back office <noreply@example.test>',
    to: 'giulia@example.test',
    bcc: 'ops@example.test',
    subject: 'Your order 42 is on its way',
    html: '<p>Track it <a href="https://brt.example/1">here</a></p><script>alert(1)</script>',
    text: 'Track it here: https://brt.example/1',
  });
  const [mail] = await catcher.waitFor((messages) => messages.length === 1);
  if (!mail) throw new Error('The catcher caught no mail');
  expect(mail).toEqual(
    expect.objectContaining({
      from: '"Back office" <noreply@example.test>',
      to: ['giulia@example.test', 'ops@example.test'],
      headerTo: ['giulia@example.test'],
      subject: 'Your order 42 is on its way',
      text: 'Track it here: https://brt.example/1',
    }),
  );

  const list = await (await fetch(catcher.webUrl)).text();
  expect(list).toContain('Your order 42 is on its way');
  const view = await (await fetch(`${catcher.webUrl}messages/${mail.id}`)).text();
  expect(view).toContain('<iframe title="Message body" sandbox srcdoc="');
  expect(view).not.toContain('<script>');
  const api = (await (await fetch(`${catcher.webUrl}api/messages`)).json()) as { messages: unknown[] };
  expect(api.messages).toHaveLength(1);

  await fetch(`${catcher.webUrl}api/messages`, { method: 'DELETE' });
  expect(catcher.messages).toHaveLength(0);
  expect((await fetch(`${catcher.webUrl}messages/${mail.id}`)).status).toBe(404);
});

it('refuses the next messages with a temporary failure when asked to', async () => {
  const transport = createTransport(catcher.smtpUrl);
  catcher.refuseNext(1);
  const message = { from: 'noreply@example.test', to: 'giulia@example.test', subject: 'Hi', text: 'Hi' };
  await expect(transport.sendMail(message)).rejects.toMatchObject({ responseCode: 451 });
  await transport.sendMail(message);
  expect(catcher.messages.map((mail) => mail.subject)).toEqual(['Hi']);
});
