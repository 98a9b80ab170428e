import { expect, type Page, test } from '@playwright/test';

import { createActiveUser } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { expectNoSidewaysScroll, logOut, mainArea, signIn } from '../support/ui';

test.use({ viewport: { width: 390, height: 844 } });

/** A tab of the screen, reached by keyboard: focused, then chosen with Enter. */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test('the identity screens fit a phone and pass axe: the profile’s two-step and sessions tabs, the sign-in rules, a user’s tabs', async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request, 'identity-phone');
  await signIn(page, user.email, user.password);
  await page.goto('/profile/edit');
  for (const tab of ['Two-step sign-in', 'Sessions']) {
    await openTab(page, tab);
    await expect(mainArea(page).getByRole('tabpanel')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  }

  await logOut(page);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/settings/sign-in');
  await expect(page.getByRole('checkbox', { name: 'Administrator', exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/admin/edit-user/${user.userUuid}`);
  await openTab(page, 'Two-step sign-in');
  await expect(page.getByText('No authenticator app is set up.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await openTab(page, 'Sessions');
  // The user signed out above: the empty state.
  await expect(page.getByRole('heading', { name: 'No session is open.' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
