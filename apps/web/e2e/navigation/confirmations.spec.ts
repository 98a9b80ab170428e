import { expect, test } from '@playwright/test';

import { signInAsAdmin } from '../admin/admin-helpers';
import { apiSignIn, createActiveUser } from '../support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { expectConfirmationByKeyboard } from '../support/keyboard';
import { mainArea, signIn } from '../support/ui';
import { findOrder } from '../orders/order-helpers';

// Every yes/no question is the one shared confirmation dialog; each way of opening it is walked by
// keyboard here, and Escape leaves everything as it was.

test('a row deletion on a resource list', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/cms/variables/list');
  const remove = mainArea(page)
    .getByRole('button', { name: /^Delete / })
    .first();
  await expect(remove).toBeVisible();
  await expectConfirmationByKeyboard(page, remove);
});

test('a status move on the order page', async ({ page, request }) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { uuid, order } = await findOrder(request, token, {
    // A paid new order: an unpaid one is not moved.
    detail: (candidate) => candidate.order_info.status === 0 && candidate.order_payment.payment_status === 1,
  });
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/shop/orders/view/${uuid}`);
  await expect(
    mainArea(page).getByRole('heading', { level: 1, name: `Order ${order.order_info.id}` }),
  ).toBeVisible();
  await expectConfirmationByKeyboard(
    page,
    mainArea(page).getByRole('button', { name: 'Move to In process' }),
  );
});

test("a user's deletion, and the own profile's", async ({ page, request }) => {
  const user = await createActiveUser(request, 'confirm-keys');
  await signInAsAdmin(page);
  await page.goto(`/admin/edit-user/${user.userUuid}`);
  await page.getByRole('tab', { name: 'Delete' }).click();
  await expectConfirmationByKeyboard(page, page.getByRole('button', { name: 'Delete user' }), {
    safe: 'Cancel',
    confirm: 'Confirm',
  });

  await page.goto('/profile/edit');
  await page.getByRole('tab', { name: 'Delete profile' }).click();
  await expectConfirmationByKeyboard(page, page.getByRole('button', { name: 'Delete my profile' }));
});
