import { expect, test } from '@playwright/test';

import { createCompany, signInAsAdmin } from '../admin/admin-helpers';
import { createActiveUser } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { mainArea } from '../support/ui';

// Eight screens, each loaded and checked by axe: over a minute beside the API suites on two cores.
test.describe.configure({ timeout: 180_000 });

test('the access screens have no serious axe violations', async ({ page }) => {
  for (const path of ['/enter/login', '/enter/registration/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test('the signed-in screens have no serious axe violations', async ({ page, request }) => {
  const owner = await createActiveUser(request, 'a11y-owner');
  const company = await createCompany(request, owner, 'Accessible');
  await signInAsAdmin(page);
  const screens = [
    '/',
    '/admin/users',
    `/admin/edit-user/${owner.userUuid}`,
    '/admin/companies',
    `/admin/edit-company/${company.uuid}`,
    '/company/list',
    '/company/create',
    '/profile/edit',
  ];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(mainArea(page).locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
});
