import { expect, test } from '@playwright/test';

import { createActiveUser } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { E2E_PORT } from '../support/environment';
import { expectToast, field, logOut, signIn } from '../support/ui';

// Passkeys belong to APP_URL's host (localhost here: a browser refuses an IP address as their owner),
// so this test opens the back office at http://localhost rather than 127.0.0.1.
test.use({ baseURL: `http://localhost:${E2E_PORT}` });

test('adds a passkey from the profile, then signs in with it alone, and as the second step after the password', async ({
  page,
  context,
  request,
}) => {
  // Chromium's virtual authenticator: a platform passkey store that verifies its user.
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const user = await createActiveUser(request, 'passkey');
  await signIn(page, user.email, user.password);
  await page.goto('/profile/edit');
  await page.getByRole('tab', { name: 'Two-step sign-in' }).click();
  await expect(page.getByText('No passkey yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText('This field is required');
  await field(page, 'Name of the passkey').fill('This laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  // The first second factor comes with the recovery codes, shown once.
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Done' })).toBeFocused();
  await expectToast(page, 'Success', 'The passkey was added.');
  await page.getByRole('button', { name: 'Done' }).click();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('This laptop');
  await expect(list).toContainText('not used yet');
  await expectNoSeriousA11yViolations(page);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  // Without a password: the passkey alone.
  await logOut(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL('/');

  // After the password, the passkey is the second step the screen offers first.
  await logOut(page);
  await field(page, 'Email').fill(user.email);
  await field(page, 'Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use a passkey' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Lost your phone? Use a recovery code' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await page.goto('/profile/edit');
  await page.getByRole('tab', { name: 'Sessions' }).click();
  await expect(page.getByRole('table', { name: 'Where you are signed in' })).toContainText('Passkey');
});
