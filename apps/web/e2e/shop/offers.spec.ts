import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BSS_PORT } from '../support/environment';
import { expectToast, field, mainArea, searchList, signIn } from '../support/ui';

const PNG = readFileSync(
  join(import.meta.dirname, '..', '..', '..', 'server', 'test', 'files', 'fixtures', 'blog-1365x505.png'),
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const control = `http://127.0.0.1:${E2E_BSS_PORT}/_control`;

// The offer form is long: create, edit and delete in one flow stay within 90 s on a loaded machine.
test.setTimeout(90_000);

test('offers: create with the defaults, images, a PDF and a BSS plan; edit; publish; delete', async ({
  page,
}) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/shop/offers');
  await expect(mainArea(page).getByRole('button', { name: 'Update BSS offers' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await mainArea(page).getByRole('link', { name: 'Add offer' }).click();
  await expect(page).toHaveURL('/shop/offers/create');
  // The plans come from the simulator that other suites fault for a moment: read them again (a
  // reload, as staff would) until they are there.
  const matching = field(page, 'Matching from BSS');
  const plan = matching.locator('option', { hasText: 'Illimitata Pro 5G' });
  await expect(async () => {
    if ((await plan.count()) > 0) return;
    await page.reload();
    await expect(plan).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  const tabs = page.getByRole('navigation', { name: 'Sections' });
  await expect(tabs.getByRole('link', { name: 'Offers' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Categories' })).toBeVisible();

  // Spec 4: the new-offer defaults.
  await expect(page.getByRole('switch', { name: 'Publish' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Show on the offers page' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Show on the home page' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Show in the slider' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Free activation' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Special rates abroad' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Roaming section' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Offerte attivabili' })).toBeChecked();
  await expect(field(page, 'Price for')).toHaveValue('al mese');
  await expect(field(page, 'Priority')).toHaveValue('');
  await expect(field(page, 'Other text')).toBeDisabled();

  const save = mainArea(page).getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  // A long form: titled sections, a jump list to each, and Save kept in view.
  const jumpList = mainArea(page).getByRole('navigation', { name: 'Sections of the form' });
  await expect(jumpList.getByRole('link')).toHaveText([
    'Name and publishing',
    'Price and allowances',
    'Descriptions',
    'Design and placement',
    'Tariff transparency',
    'Billing plan',
    'Search engines (SEO)',
  ]);
  await expect(save).toBeInViewport();
  await jumpList.getByRole('link', { name: 'Search engines (SEO)' }).click();
  await expect(mainArea(page).getByRole('heading', { name: 'Search engines (SEO)' })).toBeInViewport();
  await expect(save).toBeInViewport();
  await expect(page).toHaveURL('/shop/offers/create#section-seo');
  const name = `Giga Web ${randomUUID().slice(0, 6)}`;
  await field(page, 'Name').fill(name);
  await field(page, 'Priority').fill('3');
  await field(page, 'Price (€)').fill('9,99');
  await field(page, 'Price for').selectOption('other');
  await field(page, 'Other text').fill('per 4 settimane');
  await field(page, 'Data (GB)').fill('150');
  await field(page, 'Free activation: box colour').selectOption({ label: 'light red' });
  await page.getByRole('checkbox', { name: 'Free activation: bold' }).check();

  // The slide size hints follow the card design.
  await field(page, 'Card design').selectOption('Transparent');
  await expect(mainArea(page)).toContainText('1400');
  await page.getByLabel('List photo', { exact: true }).setInputFiles({
    name: 'list.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await field(page, 'Alt text: List photo').fill('Giga list photo');
  await page.getByLabel('Contract summary', { exact: true }).setInputFiles({
    name: 'contract.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(mainArea(page).getByRole('button', { name: 'Download file' })).toHaveCount(2);

  // Matching from BSS: the chosen plan's details, read-only.
  await expect(matching).toBeEnabled();
  await matching.selectOption({ label: '1004 · Illimitata Pro 5G' });
  const details = page.getByTestId('billing-plan-details');
  await expect(details).toContainText('Illimitata Pro 5G');
  await expect(details).toContainText('14,99 €');
  await expect(details).toContainText('Minuti Internazionali 200');
  await expectNoSeriousA11yViolations(page);

  await save.click();
  await expectToast(page, 'Success', /created/i);
  await expect(page).toHaveURL('/shop/offers');

  await searchList(page, name);
  const row = mainArea(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('9,99 €');
  await expect(row).toContainText('Offerte attivabili');
  await expect(row).toContainText('150');

  // Edit: the stored values come back; the change is saved.
  await row.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/shop\/offers\/edit\/[0-9a-f-]{36}$/);
  await expect(field(page, 'Other text')).toHaveValue('per 4 settimane');
  await expect(field(page, 'Card design')).toHaveValue('Transparent');
  await expect(page.getByRole('checkbox', { name: 'Free activation: bold' })).toBeChecked();
  await expect(field(page, 'Matching from BSS')).toHaveValue('1004');
  await expect(field(page, 'Alt text: List photo')).toHaveValue('Giga list photo');
  await page.getByRole('radio', { name: 'Offerte non più attivabili' }).check();
  await field(page, 'Matching from BSS').selectOption({ label: 'No match' });
  await expect(page.getByTestId('billing-plan-details')).toHaveCount(0);
  await mainArea(page).getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', /updated/i);
  await expect(page).toHaveURL('/shop/offers');
  await searchList(page, name);
  await expect(row).toContainText('Offerte non più attivabili');

  // Publish switch, then delete with the No/Yes confirmation (the super administrator).
  const publish = row.getByRole('switch', { name: `Publish: ${name}` });
  await publish.click();
  await expect(publish).not.toBeChecked();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(row).toHaveCount(0);
});

test("offers: a BSS that cannot be reached shows 'The offers could not be read from the BSS' beside the matching select", async ({
  page,
  request,
}) => {
  // One read of the plans and its two retries, so suites running beside this one keep their BSS.
  await request.post(`${control}/faults`, {
    data: { kind: 'disconnect', method: 'GET', path: '/v1/plans', times: 3 },
  });
  try {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto('/shop/offers/create');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The offers could not be read from the BSS' }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(field(page, 'Matching from BSS')).toHaveValue('-1');
  } finally {
    await request.delete(`${control}/faults`);
  }
});
