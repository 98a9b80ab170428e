import { expect, type Page, test } from '@playwright/test';

import { createActiveUser, uniqueEmail } from '../support/api';
import { dismissAlert, field, mainArea, expectToast } from '../support/ui';
import { createCompany, signInAsAdmin, type TestCompany } from './admin-helpers';

const companiesTable = (page: Page) => page.getByRole('table', { name: 'Companies' });
const bodyRows = (page: Page) =>
  companiesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search companies' });
const panel = (page: Page) => page.getByRole('tabpanel');

/** Opens the admin edit screen of a company from the list's search. */
async function openCompany(page: Page, company: TestCompany, tab: string) {
  await signInAsAdmin(page);
  await page.goto('/admin/companies');
  await searchBox(page).fill(company.name);
  await expect(bodyRows(page)).toHaveCount(1);
  await page.getByRole('link', { name: `Edit ${company.name}` }).click();
  await expect(page).toHaveURL(`/admin/edit-company/${company.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
  await expect(panel(page).getByRole('heading', { name: tab })).toBeVisible();
}

async function saveAndConfirm(page: Page) {
  await panel(page).getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success!', 'Changes saved successfully!');
}

// Multi-step flows with several accounts; runs next to other suites on a shared machine.
test.describe.configure({ timeout: 60_000 });

test.describe('companies list', () => {
  test('lists the spec columns and searches by name; the search survives a reload', async ({
    page,
    request,
  }) => {
    const owner = await createActiveUser(request, 'companies-search');
    const company = await createCompany(request, owner, 'Searchable');
    // Every spec column shows on a wide screen (at 1366 px address and bank codes make room).
    await page.setViewportSize({ width: 1600, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin/users');
    await mainArea(page).getByRole('link', { name: 'Companies', exact: true }).click();
    await expect(page).toHaveURL('/admin/companies');
    for (const header of [
      'Company name',
      'Tax id (INN)',
      'Registration number (OGRN/OGRNIP)',
      'Address',
      'Director',
      'Settlement account',
      'Bank id code (BIK)',
      'Bank name',
      'Action',
    ])
      await expect(companiesTable(page).getByRole('columnheader', { name: header })).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    expect(await bodyRows(page).count()).toBeLessThanOrEqual(15);

    await searchBox(page).fill(company.name);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first().getByRole('cell').first()).toHaveText(company.name);
    await expect(page).toHaveURL(/[?&]q=/);

    await page.reload();
    await expect(searchBox(page)).toHaveValue(company.name);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(company.name);

    await searchBox(page).fill(`no company ${Date.now()}`);
    await expect(mainArea(page)).toContainText('Nothing matches the search or filters.');
  });
});

test.describe('edit company', () => {
  test('company data: saved values come back and show in the list', async ({ page, request }) => {
    const owner = await createActiveUser(request, 'company-legal');
    const company = await createCompany(request, owner, 'Legal');
    await openCompany(page, company, 'Company data');
    await field(page, 'Official name').fill(`${company.name} S.p.A.`);
    await field(page, 'Official address').fill('Via Roma 1, Milano');
    await field(page, 'Actual address').fill('Via Torino 5, Milano');
    await field(page, 'Tax number (INN)').fill('123456789012');
    await field(page, 'Registration number (OGRN)').fill('123456789012345');
    await saveAndConfirm(page);
    await expect(mainArea(page)).toContainText('INN 123456789012');

    await page.reload();
    await expect(field(page, 'Official name')).toHaveValue(`${company.name} S.p.A.`);
    await expect(field(page, 'Official address')).toHaveValue('Via Roma 1, Milano');
    await expect(field(page, 'Actual address')).toHaveValue('Via Torino 5, Milano');
    await expect(field(page, 'Tax number (INN)')).toHaveValue('123456789012');
    await expect(field(page, 'Registration number (OGRN)')).toHaveValue('123456789012345');

    await page.goto(`/admin/companies?q=${encodeURIComponent(company.name)}`);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText('123456789012345');
    await expect(bodyRows(page).first()).toContainText('Via Torino 5, Milano');
  });

  test('contact info: saved values come back after a reload', async ({ page, request }) => {
    const owner = await createActiveUser(request, 'company-contact');
    const company = await createCompany(request, owner, 'Contact');
    const email = uniqueEmail('office');
    await openCompany(page, company, 'Contact info');
    await field(page, 'Director full name').fill('Paolo Conte');
    await field(page, 'Contact email').fill(email);
    await field(page, 'Contact phone').fill('+39 02 1234567');
    await saveAndConfirm(page);

    await page.reload();
    await page.getByRole('tab', { name: 'Contact info' }).click();
    await expect(field(page, 'Director full name')).toHaveValue('Paolo Conte');
    await expect(field(page, 'Contact email')).toHaveValue(email);
    await expect(field(page, 'Contact phone')).toHaveValue('+39 02 1234567');
  });

  test('finance info: a 19-digit account is refused, 20 digits are saved', async ({ page, request }) => {
    const owner = await createActiveUser(request, 'company-bank');
    const company = await createCompany(request, owner, 'Bank');
    await openCompany(page, company, 'Finance info');
    const save = panel(page).getByRole('button', { name: 'Save' });
    await field(page, 'Settlement account').fill('4070281000000000001');
    await field(page, 'Bank id code (BIK)').fill('044525225');
    await field(page, 'Correspondent account').fill('30101810400000000225');
    await field(page, 'Bank name').fill('Banca Demo');
    await field(page, 'Settlement account').blur();
    await expect(panel(page).getByRole('alert')).toHaveText('Account number must have exactly 20 digits');
    await expect(field(page, 'Settlement account')).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();

    await field(page, 'Settlement account').fill('40702810000000000017');
    await expect(panel(page).getByRole('alert')).toBeHidden();
    await saveAndConfirm(page);

    await page.reload();
    await page.getByRole('tab', { name: 'Finance info' }).click();
    await expect(field(page, 'Settlement account')).toHaveValue('40702810000000000017');
    await expect(field(page, 'Bank id code (BIK)')).toHaveValue('044525225');
    await expect(field(page, 'Correspondent account')).toHaveValue('30101810400000000225');
    await expect(field(page, 'Bank name')).toHaveValue('Banca Demo');
  });

  test('status: Banned, then Active again', async ({ page, request }) => {
    const owner = await createActiveUser(request, 'company-status');
    const company = await createCompany(request, owner, 'Status');
    await openCompany(page, company, 'Change status');
    const status = panel(page).getByRole('combobox', { name: /^Status/ });
    await expect(status).toHaveValue('Active');
    await status.selectOption({ label: 'Banned' });
    await panel(page).getByRole('button', { name: 'Save' }).click();
    // Banning asks first.
    await page.getByRole('alertdialog', { name: /^Ban / }).getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Success!', 'Changes saved successfully!');
    await expect(mainArea(page)).toContainText(/INN \d+ · Banned/);

    await page.reload();
    await page.getByRole('tab', { name: 'Change status' }).click();
    await expect(status).toHaveValue('Banned');
    await status.selectOption({ label: 'Not active' });
    await saveAndConfirm(page);
    await expect(mainArea(page)).toContainText(/INN \d+ · Not active/);
    await status.selectOption({ label: 'Active' });
    await saveAndConfirm(page);
    await expect(mainArea(page)).toContainText(/INN \d+ · Active/);
  });

  test('change owner: empty and invalid emails are refused, an unknown one fails, a known one is the new owner', async ({
    page,
    request,
  }) => {
    const owner = await createActiveUser(request, 'company-owner-old');
    const successor = await createActiveUser(request, 'company-owner-new');
    const company = await createCompany(request, owner, 'Owner');
    await openCompany(page, company, 'Change owner');
    await expect(panel(page)).toContainText(`Current owner: ${owner.email}`);

    const prompt = page.getByRole('dialog', { name: 'New owner' });
    const open = () => panel(page).getByRole('button', { name: 'Change owner' }).click();
    await open();
    await expect(prompt).toContainText('Enter the email of the new owner.');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(prompt).toContainText('You did not enter anything, so no employee was added!');
    await field(page, 'Email').fill('not-an-email');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(prompt).toContainText('You entered an invalid email!');
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toBeHidden();

    await open();
    const nobody = uniqueEmail('nobody');
    await field(page, 'Email').fill(nobody);
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    // A refused change keeps the dialog open: the answer under the field, the email kept.
    await expect(prompt.getByRole('alert')).toBeVisible();
    await expect(field(page, 'Email')).toHaveValue(nobody);

    await field(page, 'Email').fill(successor.email);
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Success!', 'Changes saved successfully!');
    await expect(panel(page)).toContainText(`Current owner: ${successor.email}`);
    await page.reload();
    await page.getByRole('tab', { name: 'Change owner' }).click();
    await expect(panel(page)).toContainText(`Current owner: ${successor.email}`);
  });

  test('delete: cancel keeps the company, confirm deletes it and goes to the list', async ({
    page,
    request,
  }) => {
    const owner = await createActiveUser(request, 'company-delete');
    const company = await createCompany(request, owner, 'Doomed');
    await openCompany(page, company, 'Delete company');
    const confirm = page.getByRole('alertdialog', { name: `Delete ${company.name}?` });

    await panel(page).getByRole('button', { name: 'Delete company' }).click();
    await expect(confirm).toContainText('This cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();

    await page.getByRole('tab', { name: 'Delete company' }).click();
    await panel(page).getByRole('button', { name: 'Delete company' }).click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Success!', 'The company was deleted.');
    await expect(page).toHaveURL('/admin/companies');
    await searchBox(page).fill(company.name);
    await expect(mainArea(page)).toContainText('Nothing matches the search or filters.');
  });

  test('an unknown company shows the load failure and goes back one page', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/companies');
    await expect(bodyRows(page).first()).toBeVisible();
    await page.goto('/admin/edit-company/00000000-0000-4000-8000-000000000000');
    await dismissAlert(
      page,
      'Error!',
      'Oops! Something went wrong while loading: not all data could be loaded!',
    );
    await expect(page).toHaveURL('/admin/companies');
  });
});
