import { expect, test } from '@playwright/test';

import { createCompany } from '../admin/admin-helpers';
import { apiSignIn, createActiveUser } from '../support/api';
import { mainArea, signIn } from '../support/ui';

test('an invited user accepts a company invitation from the company list', async ({ page, request }) => {
  const owner = await createActiveUser(request, 'invite-owner');
  const invited = await createActiveUser(request, 'invite-target');
  const company = await createCompany(request, owner, 'Inviting');
  const token = await apiSignIn(request, owner.email, owner.password);
  const answer = await request.post('/api/employee/create', {
    headers: {
      'content-type': 'application/json',
      'x-tenant': 'null',
      'x-session-token': token,
      'x-company-uuid': company.uuid,
    },
    data: { email: invited.email, role: 0 },
  });
  expect(answer.ok()).toBe(true);

  await signIn(page, invited.email, invited.password);
  await page.goto('/company/list');
  const invitations = page.getByRole('region', { name: 'Invitations to companies' });
  await expect(invitations).toContainText(`${company.name} invites you to join as an employee.`);
  await expect(mainArea(page).getByRole('link', { name: company.name })).toHaveCount(0);
  await invitations.getByRole('button', { name: `Accept the invitation of ${company.name}` }).click();
  await expect(invitations).toBeHidden();
  await expect(mainArea(page).getByRole('link', { name: company.name })).toBeVisible();
});
