import { expect, test } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD } from '../support/environment';
import { expectToast, field, mainArea, signIn } from '../support/ui';

// Typing key by key into several fields beside other suites' workers: give the flow 60 s.
test.setTimeout(60_000);

test('other settings: prices keep digits, space, dot and comma as typed, Required. when empty; the url is transliterated; saved and read back', async ({
  page,
}) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/shop/other-settings');
  const delivery = field(page, 'Delivery price (€)');
  await expect(delivery).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Promo is active (read-only)' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await delivery.fill('');
  await delivery.pressSequentially('4,9x€ 0');
  await expect(delivery).toHaveValue('4,9 0');
  await delivery.fill('');
  await delivery.blur();
  await expect(mainArea(page)).toContainText('Required.');
  await delivery.fill('5,50');

  await field(page, 'eSIM, new activation (€)').fill('9.99');
  const url = field(page, 'URL');
  await url.fill('');
  await url.pressSequentially('Сим Замена!');
  await expect(url).toHaveValue('sim-zamena-');

  // Cancel drops the changes; the stored values come back.
  await mainArea(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(delivery).not.toHaveValue('5,50');

  await delivery.fill('5,50');
  await url.fill('replacement-sim');
  await mainArea(page).getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', /updated/i);
  await page.reload();
  await expect(field(page, 'Delivery price (€)')).toHaveValue('5.50');
  await expect(field(page, 'URL')).toHaveValue('replacement-sim');
});

test('a chief agent uses other settings (Italian too) but has no access to the offers', async ({ page }) => {
  await signIn(page, DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD);
  await page.goto('/shop/offers/create');
  await expect(mainArea(page)).toContainText('Your role does not give access to this page.');
  await page.goto('/shop/other-settings');
  await expect(field(page, 'Delivery price (€)')).toBeVisible();
  await page.getByLabel('Language').selectOption('it');
  await expect(field(page, 'Prezzo di consegna (€)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'SIM sostitutiva' })).toBeVisible();
  await page.getByLabel('Lingua').selectOption('en');
});
