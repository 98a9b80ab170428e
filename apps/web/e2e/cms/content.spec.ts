import { randomUUID } from 'node:crypto';

import { expect, type Page, test } from '@playwright/test';

import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '../support/environment';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectToast, field, mainArea, searchList, signIn } from '../support/ui';

const DEMO_ADMIN = `admin@${DEMO_EMAIL_DOMAIN}`;
const unique = () => randomUUID().slice(0, 8);

// Long flows with uploads and axe scans: the suite shares two cores with the server it drives.
test.describe.configure({ timeout: 90_000 });

async function openDialogForm(page: Page, button: string) {
  await mainArea(page).getByRole('button', { name: button }).click();
  return page.getByRole('dialog');
}

test.describe('content resources', () => {
  test('variables: the name keeps only 0-9 a-z _ -, the value counts to 256, edit, publish and delete', async ({
    page,
  }) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto('/cms/variables/list');
    await expect(mainArea(page)).toContainText('{{{name}}}');
    await expect(mainArea(page).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const name = `promo_${unique()}`;
    const dialog = await openDialogForm(page, 'Add variable');
    const typed = `Promo ${name.slice(6)}!`;
    await field(page, 'Name').fill(typed);
    await expect(field(page, 'Name')).toHaveValue(typed.replace(/[^0-9a-z_-]/g, ''));
    await field(page, 'Name').fill(name);
    await field(page, 'Value').fill('9,99 €');
    await expect(dialog).toContainText('6 / 256');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', /created/i);
    await expect(dialog).toBeHidden();

    await searchList(page, name);
    await expect(page).toHaveURL(new RegExp(`q=${name}`));
    const row = mainArea(page).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('9,99 €');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await field(page, 'Value').fill('7,99 €');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', /updated/i);
    await expect(row).toContainText('7,99 €');

    const publish = row.getByRole('switch', { name: `Publish: ${name}` });
    await expect(publish).toBeChecked();
    await publish.click();
    await expect(publish).not.toBeChecked();
    await expect(publish).toBeEnabled();
    // The toast says what was saved and offers Undo, which saves the previous value back.
    const saved = page.locator('[data-slot="toast"]').filter({ hasText: `Publish: ${name}: off` });
    await saved.getByRole('button', { name: 'Undo' }).click();
    await expect(publish).toBeChecked();
    await expect(publish).toBeEnabled();
    await publish.click();
    await expect(publish).not.toBeChecked();
    // Disabled while its save runs: reload only once the server has it.
    await expect(publish).toBeEnabled();
    await page.reload();
    await expect(
      mainArea(page).getByRole('row').filter({ hasText: name }).getByRole('switch'),
    ).not.toBeChecked();

    await mainArea(page)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Success', /deleted/i);
    await expect(mainArea(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test('FAQ: a category in a dialog, then a question with rich text on its own page', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    const category = `Billing ${unique()}`;
    await page.goto('/faq/categories');
    const dialog = await openDialogForm(page, 'Add category');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await field(page, 'Name').fill(category);
    await field(page, 'Priority').fill('3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', /created/i);

    const question = `How do I pay ${unique()}?`;
    await page.getByRole('link', { name: 'Questions' }).click();
    await expect(page).toHaveURL('/faq');
    await mainArea(page).getByRole('link', { name: 'Add question' }).click();
    await expect(page).toHaveURL('/faq/create');
    await expect(field(page, 'Category')).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await field(page, 'Question').fill(question);
    await field(page, 'Priority').fill('1');
    await field(page, 'Category').selectOption({ label: category });
    const editor = page.getByRole('textbox', { name: 'Answer' });
    await editor.click();
    await page.keyboard.type('By card or in a store.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', /created/i);
    await expect(page).toHaveURL('/faq');

    await searchList(page, question);
    await mainArea(page).getByRole('link', { name: question, exact: true }).click();
    await expect(page).toHaveURL(/\/faq\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('textbox', { name: 'Answer' })).toContainText('By card or in a store.');
    await expect(field(page, 'Category')).toHaveValue(/[0-9a-f-]{36}/);
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('delete is offered to the super administrator only, as the server allows', async ({ page }) => {
    await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
    await page.goto('/faq/categories');
    await expect(mainArea(page).getByRole('row').nth(1)).toBeVisible();
    await expect(mainArea(page).getByRole('button', { name: /^Delete / })).toHaveCount(0);
    // Source files are the exception: administrators delete them too.
    await page.goto('/cms/source-files');
    const rows = mainArea(page).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    if ((await rows.count()) > 1 && !(await mainArea(page).getByText('No records').isVisible()))
      await expect(
        mainArea(page)
          .getByRole('button', { name: /^Delete / })
          .first(),
      ).toBeVisible();
  });

  test('static page: the URL is normalised as typed and a clash is reported', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    const title = `Chi siamo ${unique()}`;
    await page.goto('/cms/static-pages/create');
    await field(page, 'Page title').fill(title);
    await expect(field(page, 'URL')).toHaveValue(title.toLowerCase().replace(/ /g, '-'));
    await field(page, 'URL').fill('Chi Siamo!');
    await expect(field(page, 'URL')).toHaveValue('chi-siamo-');
    const url = `chi-siamo-${unique()}`;
    await field(page, 'URL').fill(url);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', /created/i);
    await expect(page).toHaveURL('/cms/static-pages/list');
    await expect(mainArea(page).getByRole('link', { name: title, exact: true })).toBeVisible();

    // A URL another page has is refused under the field, not in a dialog.
    await page.goto('/cms/static-pages/create');
    await field(page, 'Page title').fill(`Altra ${title}`);
    await field(page, 'URL').fill(url);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'URL')).toHaveAccessibleDescription('Another record already uses this value');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('slider display settings: change the sorting number of a slide in a dialog', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto('/slider/display-settings');
    const first = mainArea(page).getByRole('row').nth(1);
    await expect(first).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await first.getByRole('button', { name: /^Change sorting number of / }).click();
    const dialog = page.getByRole('dialog');
    await field(page, 'Sorting number').fill('first');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await field(page, 'Sorting number').press('Enter');
    await expect(dialog).toContainText('Must be a whole number');
    await field(page, 'Sorting number').fill('-7');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', /updated/i);
    await expect(mainArea(page).getByRole('row').nth(1)).toContainText('-7');
  });
});

test('the content screens speak Italian', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.getByLabel('Language').selectOption('it');
  await page.goto('/cms/files/categories');
  await expect(mainArea(page).getByRole('button', { name: 'Aggiungi categoria' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Priorità' })).toBeVisible();
  await page.goto('/admin/blog/create');
  await expect(page.getByLabel('Stile della scheda')).toBeVisible();
  await page.getByLabel('Lingua').selectOption('en');
});
