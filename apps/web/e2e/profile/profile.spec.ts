import { expect, type Page, test } from '@playwright/test';

import { createActiveUser, type TestUser, uniqueEmail } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectToast, field, logOut, signIn } from '../support/ui';

async function openProfile(page: Page, user: TestUser, tab: string) {
  await signIn(page, user.email, user.password);
  await page.getByRole('button', { name: `Account of ${user.email}` }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL('/profile/edit');
  await page.getByRole('tab', { name: tab }).click();
}

test('edits the profile; the saved values come back after a reload', async ({ page, request }) => {
  const user = await createActiveUser(request, 'profile-edit');
  await openProfile(page, user, 'Edit profile');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await field(page, 'First name').fill('Giorgia');
  await field(page, 'Middle name').fill('Anna');
  await field(page, 'Last name').fill('Esposito');
  await field(page, 'Phone').fill('+393331234567');
  await field(page, 'Birthday').fill('15.04.1990');
  await page.getByRole('radio', { name: 'Female' }).check();
  await field(page, 'Phone').fill('123');
  await field(page, 'Phone').blur();
  await expect(page.getByRole('alert')).toHaveText('Must be at least 10 characters');
  await expect(save).toBeDisabled();
  await field(page, 'Phone').fill('+393331234567');
  await save.click();
  await expectToast(page, 'Success!', 'The profile was updated.');

  await page.reload();
  await expect(field(page, 'First name')).toHaveValue('Giorgia');
  await expect(field(page, 'Middle name')).toHaveValue('Anna');
  await expect(field(page, 'Last name')).toHaveValue('Esposito');
  await expect(field(page, 'Phone')).toHaveValue('+393331234567');
  await expect(field(page, 'Birthday')).toHaveValue('15.04.1990');
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
});

test('changes the password, then signs in with the new one', async ({ page, request }) => {
  const user = await createActiveUser(request, 'profile-password');
  await openProfile(page, user, 'Change password');
  await field(page, 'Current password').fill(user.password);
  await field(page, 'New password').fill('changed-password');
  await field(page, 'Repeat the new password').fill('changed-passwor');
  await field(page, 'Repeat the new password').blur();
  await expect(page.getByRole('alert')).toHaveText('The passwords do not match');
  await field(page, 'Repeat the new password').fill('changed-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Success!', 'Password changed successfully');

  await logOut(page);
  await signIn(page, user.email, 'changed-password');
});

test('refuses a wrong current password under its field', async ({ page, request }) => {
  const user = await createActiveUser(request, 'profile-wrong-password');
  await openProfile(page, user, 'Change password');
  await field(page, 'Current password').fill('not-my-password');
  await field(page, 'New password').fill('changed-password');
  await field(page, 'Repeat the new password').fill('changed-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(field(page, 'Current password')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Current password')).toHaveAccessibleDescription(
    'The current password is not correct',
  );
  await expect(field(page, 'Current password')).toBeFocused();
});

test('changes the email shown in the top bar and used to sign in', async ({ page, request }) => {
  const user = await createActiveUser(request, 'profile-email');
  const newEmail = uniqueEmail('moved');
  await openProfile(page, user, 'Change email');
  await field(page, 'New email').fill(newEmail);
  await field(page, 'Repeat the new email').fill(`x${newEmail}`);
  await field(page, 'Repeat the new email').blur();
  await expect(page.getByRole('alert')).toHaveText('The emails do not match');
  await field(page, 'Repeat the new email').fill(newEmail);
  await field(page, 'Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change email' }).click();
  // The spec confirms an email change with the password text.
  await expectToast(page, 'Success!', 'Password changed successfully');
  await expect(page.getByRole('button', { name: `Account of ${newEmail}` })).toBeVisible();

  await logOut(page);
  await signIn(page, newEmail, user.password);
});

test('deletes the profile after a confirmation and signs out', async ({ page, request }) => {
  const user = await createActiveUser(request, 'profile-delete');
  await openProfile(page, user, 'Delete profile');
  await page.getByRole('button', { name: 'Delete my profile' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete your profile?' });
  await question.getByRole('button', { name: 'No' }).click();
  await expect(question).toBeHidden();

  await page.getByRole('button', { name: 'Delete my profile' }).click();
  await question.getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Success!', 'The profile was deleted.');
  await expect(page).toHaveURL('/enter/login');
  expect(await page.evaluate(() => localStorage.getItem('oldSession'))).toBeNull();

  await page.goto('/enter/login');
  await field(page, 'Email').fill(user.email);
  await field(page, 'Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong email or password' })).toBeVisible();
});

test('saves the profile without a middle name (optional, 2 to 24 characters when given)', async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request, 'profile-no-middle');
  await openProfile(page, user, 'Edit profile');
  await field(page, 'First name').fill('Giulia');
  await field(page, 'Last name').fill('Romano');
  await field(page, 'Phone').fill('+393331234567');
  await field(page, 'Birthday').fill('03.02.1991');
  await page.getByRole('radio', { name: 'Female' }).check();
  await expect(field(page, 'Middle name')).toHaveValue('');
  await field(page, 'Middle name').fill('A');
  await field(page, 'Middle name').blur();
  await expect(page.getByRole('alert')).toHaveText('Must be at least 2 characters');
  await field(page, 'Middle name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success!', 'The profile was updated.');
  await page.reload();
  await expect(field(page, 'First name')).toHaveValue('Giulia');
});

test('lists where the person is signed in, and signs another browser out', async ({
  page,
  browser,
  request,
}) => {
  const user = await createActiveUser(request, 'profile-sessions');
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  try {
    await signIn(otherPage, user.email, user.password);
    await openProfile(page, user, 'Sessions');
    const table = page.getByRole('table', { name: 'Where you are signed in' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').filter({ hasText: 'This session' })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const question = page.getByRole('alertdialog', { name: 'End this session?' });
    await expect(question).toContainText('Every other browser or app');
    await question.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Success', '1 session was ended.');
    await expect(table.getByRole('row')).toHaveCount(2);

    // The other browser's next call finds no session: it is back at the sign-in page.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/enter\/login/);
  } finally {
    await elsewhere.close();
  }
});
