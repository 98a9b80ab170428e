import { randomUUID } from 'node:crypto';

import { expect, test } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD } from '../support/environment';
import { expectToast, field, mainArea, searchList, signIn } from '../support/ui';

const unique = () => randomUUID().slice(0, 8);

// Long flows with uploads and axe scans: the suite shares two cores with the server it drives.
test.describe.configure({ timeout: 90_000 });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><html><body><p>Order {{order_number}}</p></body></html>');

test('support files: a file with a category and an uploaded document, then edited', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const name = `Listino ${unique()}`;
  await page.goto('/cms/files/create');
  await field(page, 'Name').fill(name);
  await field(page, 'Description').fill('Prezzi di novembre');
  await field(page, 'Category').selectOption({ index: 1 });
  await field(page, 'Priority').fill('5');
  await field(page, 'File').setInputFiles({ name: 'listino.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(mainArea(page).getByRole('button', { name: 'Download file' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', /created/i);
  await expect(page).toHaveURL('/cms/files');

  await searchList(page, name);
  await mainArea(page).getByRole('link', { name, exact: true }).click();
  await expect(field(page, 'Description')).toHaveValue('Prezzi di novembre');
  await field(page, 'Description').fill('Prezzi di dicembre');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', /updated/i);
  await expect(page).toHaveURL('/cms/files');
});

test('source files: added in a dialog with a document and a filtered anchor', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/cms/source-files');
  await mainArea(page).getByRole('button', { name: 'Add file' }).click();
  const dialog = page.getByRole('dialog');
  const anchor = `tariffe_${unique()}`;
  await field(page, 'Anchor').fill(`${anchor} più!`);
  await expect(field(page, 'Anchor')).toHaveValue(`${anchor}pi`);
  await field(page, 'File').setInputFiles({ name: 'tariffe.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByRole('button', { name: 'Download file' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', /created/i);
  await searchList(page, anchor);
  await expect(
    mainArea(page)
      .getByRole('row')
      .filter({ hasText: `${anchor}pi` }),
  ).toBeVisible();
});

test('email notifications: created with an HTML template, the template id read-only afterwards', async ({
  page,
}) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const templateId = `order-${unique()}`;
  await page.goto('/settings/email-notifications/create');
  await expect(mainArea(page)).toContainText('{{order_number}}');
  await field(page, 'Template id').fill(templateId);
  await field(page, 'Template name').fill(`Ordine ${templateId}`);
  await field(page, 'Topic name').fill('Il tuo ordine');
  await field(page, 'Send to').fill('customer');
  await page
    .getByLabel('HTML template', { exact: true })
    .setInputFiles({ name: 'ordine.html', mimeType: 'text/html', buffer: HTML });
  await expect(mainArea(page).getByRole('button', { name: 'Download file' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', /created/i);

  await searchList(page, templateId);
  await mainArea(page)
    .getByRole('link', { name: `Ordine ${templateId}`, exact: true })
    .click();
  await expect(page.getByLabel('Template id')).toHaveValue(templateId);
  await expect(page.getByLabel('Template id')).toHaveAttribute('readonly', '');
});

test('page-specific FAQ: a chief agent adds a URL group and a question for it', async ({ page }) => {
  await signIn(page, DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD);
  const group = `Offerte ${unique()}`;
  await page.goto('/page-specific-faq/urls');
  await mainArea(page).getByRole('button', { name: 'Add URL group' }).click();
  const dialog = page.getByRole('dialog');
  await field(page, 'Name').fill(group);
  const url = `/offerte/${unique()}`;
  await field(page, 'URL').fill(url);
  await field(page, 'Priority').fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', /created/i);
  // The chief agent manages this FAQ but may not delete from it.
  await expect(mainArea(page).getByRole('button', { name: /^Delete / })).toHaveCount(0);

  await page.goto('/page-specific-faq/create');
  const question = `Posso portare il numero ${unique()}?`;
  await field(page, 'Question').fill(question);
  await field(page, 'Priority').fill('1');
  await field(page, 'URL group').selectOption({ label: `${group} (${url})` });
  await page.getByRole('textbox', { name: 'Answer' }).click();
  await page.keyboard.type('Sì, sempre.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', /created/i);
  await searchList(page, question);
  await expect(mainArea(page).getByRole('link', { name: question, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
