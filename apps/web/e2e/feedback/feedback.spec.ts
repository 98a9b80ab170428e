import { randomUUID } from 'node:crypto';

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { signInAsAdmin } from '../admin/admin-helpers';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { dismissAlert, mainArea } from '../support/ui';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const headers = { 'content-type': 'application/json', 'x-tenant': 'null' };

/** A message sent the way the public site sends it (public call, attachment checked by content). */
async function sendContactMessage(request: APIRequestContext, topic: string) {
  const answer = await request.post('/api/feedback/contact/send-message', {
    headers,
    data: {
      topic,
      name: 'Giulia Bianchi',
      mail: 'giulia.e2e@example.com',
      phone: '+393331234567',
      message: 'The SIM I received does not activate.\nCould you call me back?',
      attachment: { file_name: 'ricevuta.pdf', content_base64: PDF.toString('base64') },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { response: string }).response;
}

async function sendPartnerRequest(request: APIRequestContext, businessName: string) {
  const answer = await request.post('/api/feedback/become-a-partner/send-request', {
    headers,
    data: {
      business_name: businessName,
      contact_name: 'Marco Rossi',
      region: 'Lombardia',
      province: 'MI',
      address: 'Via Roma 1, Milano',
      postcode: '20121',
      vat_number: 'IT01234567890',
      email: 'marco.e2e@example.com',
      phone_number: '+390212345678',
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { response: string }).response;
}

const table = (page: Page, name: string) => page.getByRole('table', { name });
const bodyRows = (page: Page, name: string) =>
  table(page, name)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search messages' });

test.describe.configure({ timeout: 60_000 });

test('a contact message sent from the site is listed unread, opens read, and its file downloads', async ({
  page,
  request,
}) => {
  const topic = `E2E topic ${randomUUID().slice(0, 8)}`;
  const uuid = await sendContactMessage(request, topic);

  await signInAsAdmin(page);
  await page.goto('/cms/feedback/contacts');
  // The demo data holds more than 15 messages: one page shows 15.
  await expect(bodyRows(page, 'Contact messages')).toHaveCount(15);
  await searchBox(page).fill(topic);
  await expect(bodyRows(page, 'Contact messages')).toHaveCount(1);
  const row = bodyRows(page, 'Contact messages').first();
  await expect(row).toContainText('Unread');
  await expect(row.getByRole('img', { name: 'Attached file' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('link', { name: 'Open the message from Giulia Bianchi' }).click();
  await expect(page).toHaveURL(`/cms/feedback/contact/view/${uuid}`);
  const main = mainArea(page);
  await expect(main).toContainText(topic);
  await expect(main).toContainText('The SIM I received does not activate.');
  await expect(main).toContainText('giulia.e2e@example.com');
  await expect(main.getByText('Read', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: /^Download / }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ricevuta.pdf');

  await main.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/cms\/feedback\/contacts/);
  await searchBox(page).fill(topic);
  await expect(bodyRows(page, 'Contact messages').first()).toContainText('Read');
  await expect(bodyRows(page, 'Contact messages').first()).not.toContainText('Unread');
  // The unread filter leaves it out; the read filter keeps it.
  await page.getByRole('combobox', { name: 'Read state' }).selectOption('0');
  await expect(page).toHaveURL(/read=0/);
  await expect(table(page, 'Contact messages')).toContainText('Nothing matches');
  await page.getByRole('combobox', { name: 'Read state' }).selectOption('1');
  await expect(bodyRows(page, 'Contact messages')).toHaveCount(1);
});

test('partner requests have their own tab and view', async ({ page, request }) => {
  const business = `E2E Shop ${randomUUID().slice(0, 8)}`;
  const uuid = await sendPartnerRequest(request, business);
  await signInAsAdmin(page);
  await page.goto('/cms/feedback/contacts');
  await page
    .getByRole('navigation', { name: 'Feedback messages' })
    .getByRole('link', { name: 'Partner requests' })
    .click();
  await expect(page).toHaveURL('/cms/feedback/partners');
  await searchBox(page).fill(business);
  await expect(bodyRows(page, 'Partner requests')).toHaveCount(1);
  await bodyRows(page, 'Partner requests')
    .getByRole('link', { name: `Open the message from ${business}` })
    .click();
  await expect(page).toHaveURL(`/cms/feedback/partner/view/${uuid}`);
  for (const text of [business, 'Marco Rossi', 'Lombardia', 'IT01234567890', '+390212345678'])
    await expect(mainArea(page)).toContainText(text);
  await expectNoSeriousA11yViolations(page);
  // Back on the list it reads as read; "Mark as unread" returns it to the unread ones.
  await page.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(page).toHaveURL('/cms/feedback/partners');
  await searchBox(page).fill(business);
  await expect(bodyRows(page, 'Partner requests').first()).toContainText('Unread');
});

test('a message that cannot be loaded shows "The message could not be loaded", then goes back', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/cms/feedback/contacts');
  await page.goto('/cms/feedback/contact/view/00000000-0000-4000-8000-000000000000');
  await dismissAlert(page, 'Error', 'The message could not be loaded');
  await expect(page).toHaveURL(/\/cms\/feedback\/contacts/);
});

test('the screens speak Italian', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByLabel('Language').selectOption('it');
  await page.goto('/cms/feedback/partners');
  await expect(page.getByRole('table', { name: 'Richieste di partnership' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Ragione sociale' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Lingua').selectOption('en');
});
