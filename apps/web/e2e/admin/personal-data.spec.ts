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
  await expect(mainArea(page).getByText('Known as: 3405551234')).toBeVisible();
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
