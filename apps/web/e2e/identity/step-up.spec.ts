import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';

import { apiPost, apiSignIn, createActiveUser } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { field, mainArea, signIn } from '../support/ui';

test('a dangerous action asks the person to confirm it is them, keeps the form and goes on once they have', async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request, 'step-up');
  const superAdmin = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  await apiPost(request, '/api/admin/change-role', superAdmin, { user_uuid: user.userUuid, system_role: 2 });

  // This browser signs in with the password alone; the person then sets an app up from another
  // session, so this one has never proven a second factor.
  await signIn(page, user.email, user.password);
  const other = await apiSignIn(request, user.email, user.password);
  const started = await apiPost<{ response: { secret: string } }>(
    request,
    '/api/account/profile/start-totp',
    other,
    {},
  );
  const secret = started.response.secret;
  await apiPost(request, '/api/account/profile/confirm-totp', other, { code: generateSync({ secret }) });

  await page.goto('/settings/api-keys');
  await mainArea(page).getByRole('button', { name: 'New API key' }).click();
  await field(page, 'Name').fill('Kiosk in Milan');
  await page.getByRole('dialog', { name: 'New API key' }).getByRole('button', { name: 'Create key' }).click();

  const question = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(question).toBeVisible();
  await expect(question.getByLabel(/^Code from the app/)).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await question.getByLabel(/^Code from the app/).fill('000000');
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(question.getByRole('alert')).toHaveText(
    /This code is not right, or it was already used|Enter the 6 digits/,
  );
  const next = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await question.getByLabel(/^Code from the app/).fill(next);
  await page.keyboard.press('Enter');

  // The action went on with what the form held.
  const shown = page.getByRole('dialog', { name: 'The new API key' });
  await expect(shown.getByLabel('Secret')).toHaveValue(/^bo_live_/);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  // Not copied with the button: the dialog asks once more before the secret goes.
  await shown.getByRole('button', { name: 'Yes, close' }).click();
  await expect(mainArea(page).getByRole('row').filter({ hasText: 'Kiosk in Milan' })).toBeVisible();
});
