import { randomUUID } from 'node:crypto';

import { expect, test } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BSS_PORT } from '../support/environment';
import { dismissAlert, expectToast, field, mainArea, searchList, signIn } from '../support/ui';

// A busy machine with axe checks on each screen needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const unique = () => randomUUID().slice(0, 8);
const control = `http://127.0.0.1:${E2E_BSS_PORT}/_control`;

test.describe('e-shop catalogue', () => {
  test('offer categories: add in a dialog under the Offers tabs, edit, publish switch', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto('/shop/offers/categories');
    await expect(
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Offers' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const name = `Giga ${unique()}`;
    await mainArea(page).getByRole('button', { name: 'Add category' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await field(page, 'Name').fill(name);
    await field(page, 'Priority').fill('4');
    await field(page, 'H1').fill('Giga offers');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', /created/i);

    await searchList(page, name);
    const row = mainArea(page).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('4');
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(field(page, 'URL')).toHaveValue(name.toLowerCase().replace(' ', '-'));
    await field(page, 'Priority').fill('6');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', /updated/i);
    await expect(row).toContainText('6');
    const publish = row.getByRole('switch', { name: `Publish: ${name}` });
    await publish.click();
    await expect(publish).not.toBeChecked();
  });

  test('extras and services: create with type, period, measure and a euro price; list shows it', async ({
    page,
  }) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto('/shop/options');
    await mainArea(page).getByRole('link', { name: 'Add extra or service' }).click();
    await expect(page).toHaveURL('/shop/options/create');
    await expectNoSeriousA11yViolations(page);
    const name = `Roaming ${unique()}`;
    const save = mainArea(page).getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await field(page, 'Name').fill(name);
    await field(page, 'Sorting').fill('2');
    await field(page, 'Price (€)').fill('4,9');
    await page.getByRole('radio', { name: 'Service' }).check();
    await field(page, 'Period').selectOption('al mese');
    await field(page, 'Measure').selectOption('Giga');
    await page.getByRole('radio', { name: 'Opzione non più attivabili' }).check();
    await expect(field(page, 'URL')).toHaveValue(name.toLowerCase().replace(' ', '-'));
    await save.click();
    await expectToast(page, 'Success', /created/i);
    await expect(page).toHaveURL('/shop/options');

    await searchList(page, name);
    const row = mainArea(page).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('4,90 €');
    await expect(row).toContainText('service');
    await expect(row).toContainText('Opzione non più attivabili');
    await row.getByRole('link', { name }).first().click();
    await expect(field(page, 'Measure')).toHaveValue('Giga');
    await expect(field(page, 'Price (€)')).toHaveValue('4.90');
  });

  test('offer details: Update BSS offers fills the list; the other texts open only for option 4', async ({
    page,
    request,
  }) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto('/admin/offer-details/list');
    // First what the update changes, then the update itself. The question opens by keyboard and holds
    // the focus; Escape closes it with the focus back on its button.
    const update = mainArea(page).getByRole('button', { name: 'Update BSS offers' });
    await update.focus();
    await page.keyboard.press('Enter');
    const preview = page.getByRole('dialog', { name: 'What the update changes' });
    await expect(preview).toContainText(/plans: \d+ new/);
    await expect(preview.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(preview.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(update).toBeFocused();
    await update.click();
    await expect(preview).toContainText(/plans: \d+ new/);
    await expectNoSeriousA11yViolations(page);
    await preview.getByRole('button', { name: /^Update/ }).click();
    await expectToast(page, 'BSS offers updated', /plans/);
    await expect(preview).toBeHidden();
    const row = mainArea(page).getByRole('row').filter({ hasText: '1001' });
    await expect(row).toContainText('Start 50 5G');
    await row.getByRole('link', { name: 'Start 50 5G', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/offer-details\/edit\//);

    const otherIt = field(page, 'Other price text (Italian)');
    await expect(otherIt).toBeDisabled();
    await field(page, 'Price text').selectOption({ label: 'other' });
    await expect(otherIt).toBeEnabled();
    await expect(field(page, 'Other activation text (Italian)')).toBeDisabled();
    const nameEn = `Start ${unique()}`;
    await field(page, 'Name (English)').fill(nameEn);
    await field(page, 'Price (€)').fill('7,99');
    await otherIt.fill('solo online');
    await mainArea(page).getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', /updated/i);
    await expect(page).toHaveURL('/admin/offer-details/list');
    await expect(mainArea(page).getByRole('row').filter({ hasText: '1001' })).toContainText('7,99 €');

    // A stopped BSS: the spec's message in the error dialog, the list stays.
    // One read and its two retries, cleared at once, so suites running beside this one keep their BSS.
    await request.post(`${control}/faults`, {
      data: { kind: 'disconnect', method: 'GET', path: '/v1/plans', times: 3 },
    });
    await mainArea(page).getByRole('button', { name: 'Update BSS offers' }).click();
    await dismissAlert(page, 'Error', 'The offers could not be read from the BSS');
    await request.delete(`${control}/faults`);
    await expect(mainArea(page).getByRole('row').filter({ hasText: '1001' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
