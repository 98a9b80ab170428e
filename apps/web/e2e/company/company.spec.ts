import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { createCompany, digits } from '../admin/admin-helpers';
import { apiSignIn, createActiveUser, type TestUser, uniqueEmail } from '../support/api';
import { dismissAlert, field, logOut, mainArea, signIn, expectToast } from '../support/ui';

/** One group card of the company forms, found by its heading. */
const group = (page: Page, title: string) =>
  mainArea(page)
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function saveGroup(page: Page, title: string) {
  await group(page, title).getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success!', 'Changes saved successfully!');
}

/** The invited user accepts a company's invitation over REST (adding an employee only invites). */
async function acceptInvitationOverRest(request: APIRequestContext, employee: TestUser, companyUuid: string) {
  const token = await apiSignIn(request, employee.email, employee.password);
  const answer = await request.post('/api/employee/accept-invitation', {
    headers: { 'content-type': 'application/json', 'x-tenant': 'null', 'x-session-token': token },
    data: { company_uuid: companyUuid },
  });
  expect(answer.ok(), `accepting for ${employee.email}`).toBe(true);
}

/** Adds an employee over REST, as the company's owner or admin, and the employee accepts. */
async function addEmployeeOverRest(
  request: APIRequestContext,
  manager: TestUser,
  companyUuid: string,
  employee: TestUser,
  role: number,
) {
  const email = employee.email;
  const token = await apiSignIn(request, manager.email, manager.password);
  const answer = await request.post('/api/employee/create', {
    headers: {
      'content-type': 'application/json',
      'x-tenant': 'null',
      'x-session-token': token,
      'x-company-uuid': companyUuid,
    },
    data: { email, role },
  });
  expect(answer.ok(), `adding ${email}`).toBe(true);
  await acceptInvitationOverRest(request, employee, companyUuid);
}

const employeeCards = (page: Page) =>
  page.getByRole('list', { name: /^Employees of / }).getByRole('listitem');
const card = (page: Page, email: string) => employeeCards(page).filter({ hasText: email });

// Multi-step flows with several accounts; runs next to other suites on a shared machine.
test.describe.configure({ timeout: 60_000 });

test.describe('company module', () => {
  test('creates a company with its three groups: success text, then its edit page; the list links to it through the dashboard', async ({
    page,
    request,
  }) => {
    const owner = await createActiveUser(request, 'module-create');
    const name = `Created ${Date.now().toString(36)}`;
    await signIn(page, owner.email, owner.password);
    await page.goto('/company/list');
    await mainArea(page).getByRole('link', { name: 'New company' }).click();
    await expect(page).toHaveURL('/company/create');

    await field(page, 'Name').fill(name);
    await field(page, 'Official name').fill(`${name} S.r.l.`);
    await field(page, 'Tax number (INN)').fill('12345678901');
    await field(page, 'Tax number (INN)').blur();
    await expect(page.getByRole('alert')).toHaveText('INN must have 10 or 12 digits');
    await expect(page.getByRole('button', { name: 'Create company' })).toBeDisabled();
    await field(page, 'Tax number (INN)').fill(digits(10));
    await field(page, 'Registration number (OGRN)').fill(digits(15));
    await field(page, 'Official address').fill('Via Torino 1, Milano');
    await field(page, 'Actual address').fill('Via Torino 3, Milano');
    for (const title of ['Company data', 'Contact information', 'Finance information'])
      await expect(group(page, title).getByRole('button', { name: `Help: ${title}` })).toBeVisible();
    await group(page, 'Finance information')
      .getByRole('button', { name: 'Help: Finance information' })
      .click();
    await expect(page.getByRole('note')).toHaveText('Help for this section is under development.');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Create company' })).toBeDisabled();
    const contactEmail = uniqueEmail('created-contact');
    await field(page, 'Director full name').fill('Anna Verdi');
    await field(page, 'Contact email').fill(contactEmail);
    await field(page, 'Contact phone').fill('+39 02 7654321');
    await field(page, 'Settlement account').fill('40702810000000000017');
    await field(page, 'Bank id code (BIK)').fill('044525225');
    await field(page, 'Correspondent account').fill('30101810400000000225');
    await field(page, 'Bank name').fill('Banca Esempio');
    await page.getByRole('button', { name: 'Create company' }).click();
    await expectToast(page, 'Success!', 'Company created successfully!');
    await expect(page).toHaveURL(/\/company\/edit\/[0-9a-f-]{36}$/);
    const editUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(field(page, 'Director full name')).toHaveValue('Anna Verdi');
    await expect(field(page, 'Contact email')).toHaveValue(contactEmail);
    await expect(field(page, 'Contact phone')).toHaveValue('+39 02 7654321');
    await expect(field(page, 'Settlement account')).toHaveValue('40702810000000000017');
    await expect(field(page, 'Bank id code (BIK)')).toHaveValue('044525225');
    await expect(field(page, 'Correspondent account')).toHaveValue('30101810400000000225');
    await expect(field(page, 'Bank name')).toHaveValue('Banca Esempio');

    await page.goto('/company/list');
    const table = page.getByRole('table', { name: 'My companies' });
    for (const header of ['ID', 'Name', 'State'])
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Active');
    const link = row.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', /^\/company\/dashboard\/[0-9a-f-]{36}$/);
    await link.click();
    await expect(page).toHaveURL(editUrl);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a dashboard of an unknown company goes back to the list', async ({ page, request }) => {
    const user = await createActiveUser(request, 'module-dashboard');
    await signIn(page, user.email, user.password);
    await page.goto('/company/dashboard/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL('/company/list');
  });

  test('the edit page of an unknown company says so and goes home', async ({ page, request }) => {
    const user = await createActiveUser(request, 'module-missing');
    await signIn(page, user.email, user.password);
    await page.goto('/company/edit/00000000-0000-4000-8000-000000000000');
    await dismissAlert(page, 'Oops!', 'The company you asked for does not exist!');
    await expect(page).toHaveURL('/');
  });

  test('create and edit ask for the same fields: a new company opens complete, and INN and OGRN can be changed', async ({
    page,
    request,
  }) => {
    const owner = await createActiveUser(request, 'module-agree');
    const name = `Agreed ${Date.now().toString(36)}`;
    const inn = digits(10);
    const labels = [
      'Name',
      'Official name',
      'Official address',
      'Actual address',
      'Tax number (INN)',
      'Registration number (OGRN)',
    ];
    await signIn(page, owner.email, owner.password);
    await page.goto('/company/create');
    const values: Record<string, string> = {
      Name: name,
      'Official name': `${name} S.r.l.`,
      'Official address': 'Piazza Duomo 1, Milano',
      'Actual address': 'Corso Buenos Aires 10, Milano',
      'Tax number (INN)': inn,
      'Registration number (OGRN)': digits(13),
      'Director full name': 'Anna Verdi',
      'Contact email': uniqueEmail('agree-contact'),
      'Contact phone': '+39 02 7654321',
      'Settlement account': '40702810000000000017',
      'Bank id code (BIK)': '044525225',
      'Correspondent account': '30101810400000000225',
      'Bank name': 'Banca Esempio',
    };
    for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
    await page.getByRole('button', { name: 'Create company' }).click();
    await expect(page).toHaveURL(/\/company\/edit\/[0-9a-f-]{36}$/);

    // The edit page shows everything the create form asked for, with nothing left to fill in.
    for (const label of labels) await expect(field(page, label)).toHaveValue(values[label] ?? '');
    for (const label of labels) await expect(field(page, label)).toBeEditable();
    const newInn = `${digits(10, Date.now() + 1)}99`;
    await field(page, 'Tax number (INN)').fill(newInn);
    await field(page, 'Registration number (OGRN)').fill('304770000123456');
    await saveGroup(page, 'Company data');
    await page.reload();
    await expect(field(page, 'Tax number (INN)')).toHaveValue(newInn);
    await expect(field(page, 'Registration number (OGRN)')).toHaveValue('304770000123456');
    await expect(field(page, 'Official address')).toHaveValue('Piazza Duomo 1, Milano');
  });

  test('edits each group of the company; the values come back after a reload', async ({ page, request }) => {
    const owner = await createActiveUser(request, 'module-edit');
    const company = await createCompany(request, owner, 'Editable');
    const contactEmail = uniqueEmail('contact');
    await signIn(page, owner.email, owner.password);
    await page.goto(`/company/edit/${company.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();

    await group(page, 'Company data').getByRole('button', { name: 'Help: Company data' }).click();
    await expect(page.getByRole('note')).toHaveText('Help for this section is under development.');
    await page.keyboard.press('Escape');

    const renamed = `${company.name} renamed`;
    await field(page, 'Name').fill(renamed);
    await field(page, 'Official name').fill(`${company.name} S.p.A.`);
    await field(page, 'Official address').fill('Piazza Duomo 1, Milano');
    await field(page, 'Actual address').fill('Corso Buenos Aires 10, Milano');
    await saveGroup(page, 'Company data');

    await field(page, 'Director full name').fill('Anna Verdi');
    await field(page, 'Contact email').fill(contactEmail);
    await field(page, 'Contact phone').fill('+39 02 7654321');
    await saveGroup(page, 'Contact information');

    await field(page, 'Settlement account').fill('4070281000000000001');
    await field(page, 'Settlement account').blur();
    await expect(group(page, 'Finance information').getByRole('alert')).toHaveText(
      'Account number must have exactly 20 digits',
    );
    await field(page, 'Settlement account').fill('40702810000000000017');
    await field(page, 'Bank id code (BIK)').fill('044525225');
    await field(page, 'Correspondent account').fill('30101810400000000225');
    await field(page, 'Bank name').fill('Banca Esempio');
    await saveGroup(page, 'Finance information');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue(renamed);
    await expect(field(page, 'Official name')).toHaveValue(`${company.name} S.p.A.`);
    await expect(field(page, 'Official address')).toHaveValue('Piazza Duomo 1, Milano');
    await expect(field(page, 'Actual address')).toHaveValue('Corso Buenos Aires 10, Milano');
    await expect(field(page, 'Director full name')).toHaveValue('Anna Verdi');
    await expect(field(page, 'Contact email')).toHaveValue(contactEmail);
    await expect(field(page, 'Contact phone')).toHaveValue('+39 02 7654321');
    await expect(field(page, 'Settlement account')).toHaveValue('40702810000000000017');
    await expect(field(page, 'Bank id code (BIK)')).toHaveValue('044525225');
    await expect(field(page, 'Correspondent account')).toHaveValue('30101810400000000225');
    await expect(field(page, 'Bank name')).toHaveValue('Banca Esempio');

    await page.goto('/company/list');
    await expect(
      page.getByRole('table', { name: 'My companies' }).getByRole('link', { name: renamed }),
    ).toBeVisible();
  });
});

test.describe('employees', () => {
  test('adds an employee by email, changes role and status through confirmations, then deletes it', async ({
    page,
    request,
  }) => {
    const owner = await createActiveUser(request, 'staff-owner');
    const worker = await createActiveUser(request, 'staff-worker');
    const company = await createCompany(request, owner, 'Staffed');
    await signIn(page, owner.email, owner.password);
    await page.goto(`/company/edit/${company.uuid}`);
    await mainArea(page).getByRole('link', { name: 'Employees' }).click();
    await expect(page).toHaveURL(`/company/employee/list/${company.uuid}`);
    await expect(employeeCards(page)).toHaveCount(1);

    const prompt = page.getByRole('dialog', { name: 'New employee' });
    const add = page.getByRole('button', { name: 'Add employee' });
    await add.click();
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(prompt).toContainText('You did not enter anything, so no employee was added!');
    await field(page, 'Email').fill('nobody-at-all');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(prompt).toContainText('You entered an invalid email!');
    await field(page, 'Email').fill(worker.email);
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(prompt).toBeHidden();
    const workerCard = card(page, worker.email);
    await expect(workerCard).toBeVisible();
    await expect(employeeCards(page)).toHaveCount(2);

    // An address without an account is invited alike (the company is not told who has an account).
    const unknown = uniqueEmail('unknown');
    await add.click();
    await field(page, 'Email').fill(unknown);
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(prompt).toBeHidden();
    await expect(card(page, unknown)).toBeVisible();
    await expect(employeeCards(page)).toHaveCount(3);
    // A refused create keeps the dialog open: the server's text under the field, the email kept.
    await add.click();
    await field(page, 'Email').fill(unknown);
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(prompt.getByRole('alert')).toHaveText('This user is already an employee');
    await expect(field(page, 'Email')).toHaveValue(unknown);
    await expect(field(page, 'Email')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    // Adding only invites: the worker accepts (from their own company list), then the card is live.
    await acceptInvitationOverRest(request, worker, company.uuid);
    await page.reload();
    // Registered without names, the worker is shown by email.
    const role = workerCard.getByRole('combobox', { name: `Role of ${worker.email}` });
    const status = workerCard.getByRole('combobox', { name: `Status of ${worker.email}` });
    await expect(role).toHaveValue('0');
    await expect(status).toHaveValue('1');

    // Role: cancel keeps it, confirm changes it.
    const roleQuestion = page.getByRole('alertdialog', {
      name: `Change the role of ${worker.email} to “Manager”?`,
    });
    await role.selectOption({ label: 'Manager' });
    await roleQuestion.getByRole('button', { name: 'Cancel' }).click();
    await expect(roleQuestion).toBeHidden();
    await expect(role).toHaveValue('0');
    await role.selectOption({ label: 'Manager' });
    await roleQuestion.getByRole('button', { name: 'Confirm' }).click();
    await expect(roleQuestion).toBeHidden();
    await expect(role).toHaveValue('1');

    const notActive = page.getByRole('alertdialog', {
      name: `Set the status of ${worker.email} to “Not active”?`,
    });
    await status.selectOption({ label: 'Not active' });
    await notActive.getByRole('button', { name: 'Confirm' }).click();
    await expect(status).toHaveValue('0');
    await page.reload();
    await expect(role).toHaveValue('1');
    await expect(status).toHaveValue('0');
    await status.selectOption({ label: 'Active' });
    await page
      .getByRole('alertdialog', { name: `Set the status of ${worker.email} to “Active”?` })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(status).toHaveValue('1');

    const removal = page.getByRole('alertdialog', { name: `Remove ${worker.email} from the employees?` });
    await workerCard.getByRole('button', { name: `Delete ${worker.email}` }).click();
    await removal.getByRole('button', { name: 'Cancel' }).click();
    await expect(workerCard).toBeVisible();
    await workerCard.getByRole('button', { name: `Delete ${worker.email}` }).click();
    await removal.getByRole('button', { name: 'Confirm' }).click();
    await expect(workerCard).toBeHidden();
    await expect(employeeCards(page)).toHaveCount(2);
    await page.reload();
    await expect(employeeCards(page)).toHaveCount(2);
    await expect(card(page, worker.email)).toHaveCount(0);
  });

  test('the owner card and the own card have no controls; other cards have them', async ({
    page,
    request,
  }) => {
    const owner = await createActiveUser(request, 'cards-owner');
    const companyAdmin = await createActiveUser(request, 'cards-admin');
    const driver = await createActiveUser(request, 'cards-driver');
    const company = await createCompany(request, owner, 'Cards');
    await addEmployeeOverRest(request, owner, company.uuid, companyAdmin, 3);
    await addEmployeeOverRest(request, owner, company.uuid, driver, 0);

    // The company's admin (not its owner) manages the employees.
    await signIn(page, companyAdmin.email, companyAdmin.password);
    await page.goto(`/company/employee/list/${company.uuid}`);
    await expect(employeeCards(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Add employee' })).toBeVisible();

    const ownerCard = card(page, owner.email);
    await expect(ownerCard).toContainText('Owner');
    await expect(ownerCard.getByRole('combobox')).toHaveCount(0);
    await expect(ownerCard.getByRole('button')).toHaveCount(0);

    const ownCard = card(page, companyAdmin.email);
    await expect(ownCard).toContainText('You');
    await expect(ownCard).toContainText('Admin');
    await expect(ownCard.getByRole('combobox')).toHaveCount(0);
    await expect(ownCard.getByRole('button')).toHaveCount(0);

    const driverCard = card(page, driver.email);
    await expect(driverCard.getByRole('combobox', { name: `Role of ${driver.email}` })).toHaveValue('0');
    await expect(driverCard.getByRole('combobox', { name: `Status of ${driver.email}` })).toHaveValue('1');
    await expect(driverCard.getByRole('button', { name: `Delete ${driver.email}` })).toBeVisible();
    // The owner role is never offered.
    await expect(
      driverCard.getByRole('combobox', { name: `Role of ${driver.email}` }).getByRole('option'),
    ).toHaveText(['Driver', 'Manager', 'Accountant', 'Admin']);
    await expect(page.getByText('The owner row and your own row cannot be changed.')).toBeVisible();

    // The owner sees their own card locked as well.
    await logOut(page);
    await signIn(page, owner.email, owner.password);
    await page.goto(`/company/employee/list/${company.uuid}`);
    await expect(card(page, owner.email)).toContainText('You');
    await expect(card(page, owner.email).getByRole('combobox')).toHaveCount(0);
    await expect(card(page, owner.email).getByRole('button')).toHaveCount(0);
    await expect(card(page, companyAdmin.email).getByRole('combobox')).toHaveCount(2);
  });
});
