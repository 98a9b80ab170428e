import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoSidewaysScroll, field, mainArea } from '../support/ui';
import { signInAsAdmin } from './admin-helpers';

test("an administrator finds where a customer's data is held, by the phone as the customer typed it", async ({
  page,
  request,
}) => {
  const email = `privacy-${randomUUID().slice(0, 8)}@example.com`;
  const sent = await request.post('/api/feedback/contact/send-message', {
    headers: { 'content-type': 'application/json', 'x-tenant': 'null' },
    data: { topic: 'Privacy', name: 'Carla Neri', mail: email, phone: '+39 340 555 1234', message: 'Hello' },
  });
  expect(sent.ok()).toBe(true);

  await signInAsAdmin(page);
  await page.goto('/settings/personal-data');
  await expect(field(page, 'Email')).toBeFocused();
  await field(page, 'Fiscal code').fill('abc');
  await page.keyboard.press('Enter');
  await expect(page.getByText('A fiscal code has 16 letters and digits')).toBeVisible();

  await field(page, 'Fiscal code').fill('');
  await field(page, 'Phone').fill('3405551234');
  await page.keyboard.press('Enter');
  const places = mainArea(page).getByRole('table', { name: 'Where their data is held' });
  await expect(places.getByRole('row', { name: /Contact messages/ })).toContainText('1');
  // No order names them: they are known by what was asked.
  await expect(mainArea(page).getByText('Known as: Carla Neri, 3405551234')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Their data, gathered by a job, in two files downloaded once each.
  await page.getByRole('button', { name: 'Export their data' }).click();
  await expect(page.getByText(/Their data is ready until/)).toBeVisible();
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'JSON (for another system)' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await json.path(), 'utf8')) as {
    places: { contact_messages: Array<{ mail: string }> };
  };
  expect(file.places.contact_messages[0]?.mail).toBe(email);
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Spreadsheet (to read)' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByRole('button', { name: 'Downloaded' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Downloaded' }).first()).toBeDisabled();

  await field(page, 'Phone').fill('3405550000');
  await page.keyboard.press('Enter');
  await expect(
    mainArea(page).getByRole('heading', { name: 'Nothing is held about this person.' }),
  ).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
});

test("an administrator erases a customer's data by keyboard, shown what goes; the question in Italian on a phone", async ({
  page,
  request,
}) => {
  const email = `erase-${randomUUID().slice(0, 8)}@example.com`;
  const sent = await request.post('/api/feedback/contact/send-message', {
    headers: { 'content-type': 'application/json', 'x-tenant': 'null' },
    data: { topic: 'Privacy', name: 'Dario Mele', mail: email, message: 'Please erase me' },
  });
  expect(sent.ok()).toBe(true);

  await signInAsAdmin(page);
  await page.goto('/settings/personal-data');
  await expect(field(page, 'Email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const erase = page.getByRole('button', { name: 'Erase their data…' });
  await erase.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Erase this customer’s personal data?' });
  await expect(dialog.getByRole('listitem')).toHaveText(['Contact messages: 1']);
  await expect(dialog.getByLabel(`Type ${email} to confirm`)).toBeFocused();
  await page.keyboard.type('someone@else.test');
  await page.keyboard.press('Enter');
  await expect(
    dialog.getByText('Type the email, phone number or fiscal code you searched for'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email.toUpperCase());
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const done = mainArea(page)
    .getByRole('status')
    .filter({ hasText: 'Erased: 1 record. Channels have been told.' });
  await expect(done.getByRole('listitem')).toHaveText(['Contact messages: 1']);

  await field(page, 'Email').fill(email);
  await page.keyboard.press('Enter');
  await expect(
    mainArea(page).getByRole('heading', { name: 'Nothing is held about this person.' }),
  ).toBeVisible();

  // The question in Italian, at a phone's width, still taking the keyboard.
  await page.getByLabel('Language').selectOption('it');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.setViewportSize({ width: 390, height: 844 });
  const again = `erase-${randomUUID().slice(0, 8)}@example.com`;
  await request.post('/api/feedback/contact/send-message', {
    headers: { 'content-type': 'application/json', 'x-tenant': 'null' },
    data: { topic: 'Privacy', name: 'Dario Mele', mail: again, message: 'Again' },
  });
  await field(page, 'Email').fill(again);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Cancella i suoi dati…' }).click();
  const domanda = page.getByRole('dialog', { name: 'Cancellare i dati personali di questo cliente?' });
  await expect(domanda.getByLabel(`Scrivi ${again} per confermare`)).toBeFocused();
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await expect(domanda).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancella i suoi dati…' })).toBeFocused();
});

test('retention: the periods in force, and what a period typed would remove before it is saved', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/settings/retention');
  const messages = field(page, 'Contact messages (months)');
  await expect(messages).toHaveValue('24');
  await expect(field(page, 'Email log (months)')).toHaveValue('12');
  // The demo's messages are up to three months old: a month's period would remove some of them.
  await messages.fill('1');
  await expect(page.getByText(/\d+ records? would be removed now/)).toBeVisible();
  await messages.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Must be at least 1')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
});
