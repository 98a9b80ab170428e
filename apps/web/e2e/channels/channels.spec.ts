import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

import { expect, test } from '@playwright/test';

import { signInAsAdmin } from '../admin/admin-helpers';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_EMAIL, E2E_MAIL_WEB_URL } from '../support/environment';
import { expectConfirmationByKeyboard } from '../support/keyboard';
import { expectNoSidewaysScroll, expectToast, field, mainArea, searchList } from '../support/ui';

const unique = () => randomUUID().slice(0, 8);

test.describe('API keys', () => {
  test('a key is created with its secret shown once and copied, then revoked by keyboard', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const name = `Shop app ${unique()}`;
    await signInAsAdmin(page);
    await page.goto('/settings/api-keys');
    await expect(mainArea(page).getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await mainArea(page).getByRole('button', { name: 'New API key' }).click();
    const form = page.getByRole('dialog', { name: 'New API key' });
    await expect(field(page, 'Name')).toBeFocused();
    await field(page, 'Name').fill(name);
    // Each policy says what it means.
    await expect(form.getByRole('radio', { name: 'Staff' })).toHaveAccessibleDescription(
      'Acts as an active call-centre agent.',
    );
    await form.getByRole('radio', { name: 'Channel' }).check();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'The new API key' });
    await expect(shown).toContainText('it will not be shown again');
    const secretField = shown.getByLabel('Secret');
    await expect(secretField).toBeFocused();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^bo_live_.{20,}/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expect(shown.getByRole('status')).toHaveText('Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectNoSeriousA11yViolations(page);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(shown).toBeHidden();
    await expect(mainArea(page).getByRole('button', { name: 'New API key' })).toBeFocused();

    // Listed by its prefix only: the secret is not on the page any more.
    const row = mainArea(page).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Channel');
    await expect(row).toContainText('Never');
    await expect(row).toContainText('Active');
    await expect(row).toContainText(secret.slice(0, 12));
    await expect(mainArea(page)).not.toContainText(secret);

    // Revoke by keyboard: the question takes the focus, Escape gives it back, Enter on Revoke revokes.
    const revoke = row.getByRole('button', { name: `Revoke ${name}` });
    await expectConfirmationByKeyboard(page, revoke, { safe: 'Cancel', confirm: 'Revoke' });
    await revoke.focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(`Revoke the key “${name}”?`);
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Revoke' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(row).toContainText('Revoked');
    await expect(row.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);
    // Its button gone, the focus moves to another key's Revoke or, with none, stays with the list.
    await expect(mainArea(page).locator('[data-slot="data-table"] :focus')).toHaveCount(1);
    await expectToast(page, 'Success', `The key “${name}” was revoked.`);
  });

  test('fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    for (const path of ['/settings/api-keys', '/settings/webhooks', '/settings/email-log']) {
      await page.goto(path);
      await expect(mainArea(page).getByRole('table')).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});

test('the channels screens in Italian have no serious axe violations', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByLabel('Language').selectOption('it');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  for (const [path, title] of [
    ['/settings/api-keys', 'Chiavi API'],
    ['/settings/webhooks', 'Webhook'],
    ['/settings/webhooks/events', 'Eventi dei webhook'],
    ['/settings/email-log', 'Registro email'],
  ] as const) {
    await page.goto(path);
    await expect(mainArea(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(mainArea(page).locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
});

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

test.describe('webhooks', () => {
  let receiver: Server;
  let base: string;
  const received: Received[] = [];

  test.beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body });
        response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks from the receiver');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
  });

  test('an endpoint is registered, sent a test event, and its delivery read with its attempts', async ({
    page,
  }) => {
    const path = `/hooks/${unique()}`;
    const url = `${base}${path}`;
    await signInAsAdmin(page);
    await page.goto('/settings/webhooks');
    await expect(mainArea(page).getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await mainArea(page).getByRole('button', { name: 'New endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'New webhook endpoint' });
    await form.getByRole('checkbox', { name: 'order.created' }).check();
    await expect(form.getByRole('checkbox', { name: 'order.created' })).toHaveAccessibleDescription(
      'An order was placed',
    );
    // Enter in a field submits: an invalid address is said under its field.
    await field(page, 'URL').fill('ftp://example.com/hook');
    await field(page, 'URL').press('Enter');
    await expect(field(page, 'URL')).toHaveAccessibleDescription(/Must be an http or https address/);
    await field(page, 'URL').fill(url);
    await form.getByRole('checkbox', { name: 'order.tracking_set' }).check();
    await expect(form.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Save' }).click();

    const shown = page.getByRole('dialog', { name: 'The endpoint’s signing secret' });
    await expect(shown.getByLabel('Secret')).toBeFocused();
    await expect(shown.getByLabel('Secret')).toHaveValue(/^whsec_/);
    await expect(shown).toContainText('it will not be shown again');
    // Not copied with the button: the dialog asks before it closes, and Escape asks the same.
    await page.keyboard.press('Escape');
    await expect(shown.getByRole('alert')).toContainText('Have you kept it somewhere safe?');
    await expect(shown.getByRole('button', { name: 'Keep it open' })).toBeFocused();
    await shown.getByRole('button', { name: 'Yes, close' }).click();
    await expect(shown).toBeHidden();

    const row = mainArea(page).getByRole('row').filter({ hasText: url });
    await expect(row).toContainText('order.created');
    await expect(row).toContainText('order.tracking_set');
    await expect(row.getByRole('switch', { name: `Send events to ${url}` })).toBeChecked();
    await row.getByRole('link', { name: `Deliveries of ${url}` }).click();
    await expect(page).toHaveURL(/\/settings\/webhooks\/[0-9a-f-]{36}\/deliveries$/);
    await expect(mainArea(page)).toContainText(`Endpoint: ${url}`);
    await expect(mainArea(page)).toContainText('No deliveries yet');
    await expectNoSeriousA11yViolations(page);

    await mainArea(page).getByRole('button', { name: 'Send a test event' }).click();
    await expectToast(page, 'Success', 'A test event is on its way to this endpoint.');
    const delivery = mainArea(page).getByRole('row').filter({ hasText: 'webhook.test' });
    await expect(delivery).toContainText('Succeeded');
    await expect(delivery).toContainText('200');
    const sent = received.find((entry) => entry.path === path);
    expect(sent?.headers['webhook-signature']).toMatch(/^v1,/);
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });

    // The attempt log: time, status, duration and the receiver's answer.
    const toggle = delivery.getByRole('button', { name: /^Attempts of webhook\.test/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const log = mainArea(page).getByRole('list', { name: /^Attempts of webhook\.test/ });
    await expect(log).toContainText('200');
    await expect(log).toContainText(/\d+ ms/);
    await expect(log.locator('pre')).toHaveText('thanks from the receiver');
    // What was sent and what came back, folded under each attempt.
    await log.getByText(/^Headers sent/).click();
    await expect(log).toContainText('webhook-signature');
    await log.getByText(/^Headers received/).click();
    await expect(log).toContainText('text/plain');
    await expectNoSeriousA11yViolations(page);

    // Nothing failed: resending the failed deliveries since yesterday sends none.
    await mainArea(page).getByRole('button', { name: 'Resend failed…' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Resend the failed deliveries' });
    await expect(ask.getByLabel('Made since')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await ask.getByRole('button', { name: 'Resend' }).click();
    await expectToast(page, 'Success', 'No failed delivery since then.');

    await delivery.getByRole('button', { name: /^Resend webhook\.test/ }).click();
    await expectToast(page, 'Success', 'The delivery will be sent again.');
    await expect.poll(() => received.filter((entry) => entry.path === path).length).toBe(2);
  });

  test('the events an endpoint may be sent are listed with their fields and an example', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/settings/webhooks');
    await mainArea(page).getByRole('link', { name: 'Events and their data' }).click();
    await expect(mainArea(page).getByRole('heading', { level: 1, name: 'Webhook events' })).toBeVisible();
    const paid = mainArea(page).getByRole('region', { name: 'order.paid' });
    await expect(paid).toContainText('An order’s payment status became Paid');
    const fields = paid.getByRole('table', { name: 'Fields of order.paid' });
    await expect(fields.getByRole('row').filter({ hasText: 'data.order.status' })).toContainText('0 | 1 | 2');
    await expect(paid.getByLabel('Example body of order.paid')).toContainText('"type": "order.paid"');
    await expectNoSeriousA11yViolations(page);
  });

  test('an endpoint is changed and deleted after a confirmation', async ({ page }) => {
    const url = `${base}/hooks/${unique()}`;
    await signInAsAdmin(page);
    await page.goto('/settings/webhooks');
    await mainArea(page).getByRole('button', { name: 'New endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'New webhook endpoint' });
    await field(page, 'URL').fill(url);
    await form.getByRole('checkbox', { name: 'order.paid' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await page.getByRole('button', { name: 'Yes, close' }).click();
    // Saved and its secret put away: the focus is back on the button that began it.
    await expect(mainArea(page).getByRole('button', { name: 'New endpoint' })).toBeFocused();

    const editButton = mainArea(page).getByRole('button', { name: `Edit ${url}` });
    await editButton.click();
    const edit = page.getByRole('dialog', { name: 'Edit webhook endpoint' });
    await edit.getByRole('switch', { name: 'Enabled' }).click();
    await edit.getByRole('button', { name: 'Save' }).press('Enter');
    const row = mainArea(page).getByRole('row').filter({ hasText: url });
    const enabled = row.getByRole('switch', { name: `Send events to ${url}` });
    await expect(enabled).not.toBeChecked();
    await expect(editButton).toBeFocused();
    await expectToast(page, 'Success', 'The endpoint was saved.');
    // Switched on again from the list, at once.
    await enabled.click();
    await expect(enabled).toBeChecked();
    await expectToast(page, 'Saved', `Send events to ${url}: on`);

    await row.getByRole('button', { name: `Delete ${url}` }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(`${url} and all its deliveries will be deleted.`);
    await question.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Success', 'The endpoint was deleted.');
    await expect(row).toHaveCount(0);
  });
});

test('an email template edited in the browser: HTML with highlighting, a preview with sample values, kept on save', async ({
  page,
  request,
}) => {
  const marker = unique();
  const topic = `Edited ${marker}`;
  await signInAsAdmin(page);
  await page.goto('/settings/email-notifications/create');
  await field(page, 'Template id').fill(`e2e-edit-${marker}`);
  await field(page, 'Template name').fill(`Edited template ${marker}`);
  await field(page, 'Topic name').fill(topic);
  await field(page, 'Send to').fill('customer');

  await mainArea(page).getByRole('button', { name: 'Edit the HTML' }).click();
  const editor = page.getByRole('dialog', { name: 'The template’s HTML' });
  const code = editor.getByRole('textbox', { name: 'HTML of the template' });
  // A new template starts from a short HTML page using both variables.
  await expect(code).toContainText('Hello {{email}},');
  // Highlighted: the tags are coloured spans of their own.
  await expect(editor.locator('.cm-line span').first()).toBeVisible();
  await code.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(`<p>Edited for `);
  await editor.getByRole('button', { name: 'Insert {{email}}' }).click();
  await page.keyboard.insertText(` (${marker}), order `);
  await editor.getByRole('button', { name: 'Insert {{order_number}}' }).click();
  await page.keyboard.insertText('</p>');
  // The preview fills the variables with sample values, as the email will be.
  const preview = editor.frameLocator('iframe[title="Preview"]');
  await expect(preview.locator('p')).toHaveText(`Edited for ${ADMIN_EMAIL} (${marker}), order 1024`);
  // The preview frame is the customer's email (sandboxed, no script runs in it): the screen is checked.
  await expectNoSeriousA11yViolations(page, { exclude: ['iframe[title="Preview"]'] });
  // Escape with changes asks first; keeping the editor open keeps them.
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Close without using the changed HTML?');
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(code).toContainText(`Edited for {{email}} (${marker})`);
  await editor.getByRole('button', { name: 'Use this HTML' }).click();
  await expectToast(page, 'Success', 'The HTML is in the form: save the template to keep it.');
  await expect(editor).toBeHidden();
  await expect(mainArea(page).getByRole('button', { name: 'Download file' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', /created/i);

  // Opened again, the editor reads the stored file; the test email is the edited HTML.
  await searchList(page, `e2e-edit-${marker}`);
  await mainArea(page)
    .getByRole('link', { name: `Edited template ${marker}`, exact: true })
    .click();
  await mainArea(page).getByRole('button', { name: 'Edit the HTML' }).click();
  await expect(editor.getByRole('textbox', { name: 'HTML of the template' })).toContainText(
    `<p>Edited for {{email}} (${marker}), order {{order_number}}</p>`,
  );
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
  await expect(mainArea(page).getByRole('button', { name: 'Edit the HTML' })).toBeFocused();
  await mainArea(page).getByRole('button', { name: 'Send a test' }).click();
  await expectToast(page, 'Success', `The test was sent to your address, ${ADMIN_EMAIL}.`);
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${E2E_MAIL_WEB_URL}/api/messages`);
        const { messages } = (await answer.json()) as { messages: CaughtMail[] };
        return messages.find((message) => message.subject === topic)?.html ?? '';
      },
      { timeout: 20_000 },
    )
    .toContain(`Edited for ${ADMIN_EMAIL} (${marker}), order`);
});

interface CaughtMail {
  to: string[];
  subject: string;
  html: string | null;
}

const HTML = (marker: string) =>
  Buffer.from(`<p>Hello {{email}}, your order {{order_number}} (${marker}).</p>`, 'utf8');

test('an email template sends a test to the signed-in administrator, listed in the email log', async ({
  page,
  request,
}) => {
  const marker = unique();
  const topic = `Test ${marker}`;
  await signInAsAdmin(page);
  await page.goto('/settings/email-notifications/create');
  // The template id offers the event names, each with its meaning; other ids are still accepted.
  const templateId = field(page, 'Template id');
  await expect(page.locator('datalist option[value="order.tracking_set"]')).toHaveText(
    'An order’s tracking link was set',
  );
  await templateId.fill('order.tracking_set');
  await expect(templateId).toHaveAccessibleDescription(
    /order\.tracking_set: An order’s tracking link was set\./,
  );
  await templateId.fill(`e2e-${marker}`);
  await expect(mainArea(page).getByRole('region', { name: 'Variables' })).toContainText('{{email}}');
  await expect(mainArea(page).getByRole('region', { name: 'Variables' })).toContainText('{{order_number}}');
  await field(page, 'Template name').fill(`Template ${marker}`);
  await field(page, 'Topic name').fill(topic);
  await field(page, 'Send to').fill('customer');
  await page
    .getByLabel('HTML template', { exact: true })
    .setInputFiles({ name: 'test.html', mimeType: 'text/html', buffer: HTML(marker) });
  await expect(mainArea(page).getByRole('button', { name: 'Download file' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', /created/i);

  await searchList(page, `e2e-${marker}`);
  await mainArea(page)
    .getByRole('link', { name: `Template ${marker}`, exact: true })
    .click();
  await expectNoSeriousA11yViolations(page);
  await mainArea(page).getByRole('button', { name: 'Send a test' }).click();
  await expectToast(page, 'Success', `The test was sent to your address, ${ADMIN_EMAIL}.`);

  // The mail catcher received it, with the variables filled in.
  let mail: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${E2E_MAIL_WEB_URL}/api/messages`);
        const { messages } = (await answer.json()) as { messages: CaughtMail[] };
        mail = messages.find((message) => message.subject === topic);
        return mail?.to;
      },
      { timeout: 20_000 },
    )
    .toEqual([ADMIN_EMAIL]);
  expect(mail?.html).toContain(`Hello ${ADMIN_EMAIL}, your order`);
  expect(mail?.html).toContain(`(${marker})`);
  expect(mail?.html).not.toContain('{{');

  // The email log shows it as sent, with the mail server's answer.
  await page.goto('/settings/email-log');
  await expect(mainArea(page).getByRole('heading', { level: 1, name: 'Email log' })).toBeVisible();
  await searchList(page, topic);
  const row = mainArea(page).getByRole('row').filter({ hasText: topic });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Sent', { timeout: 10_000 });
  }).toPass({ timeout: 40_000 });
  await expect(row).toContainText(ADMIN_EMAIL);
  await expect(row).toContainText('Template test');
  await expectNoSeriousA11yViolations(page);
  // At 1280 px the table fits its panel: the mail server's answer is not cut off.
  await page.setViewportSize({ width: 1280, height: 800 });
  const overflowing = await mainArea(page)
    .locator('[data-slot="table-container"]')
    .evaluateAll(
      (containers) => containers.filter((element) => element.scrollWidth > element.clientWidth + 1).length,
    );
  expect(overflowing).toBe(0);
});
