import { expect, test } from '@playwright/test';

import { apiSignIn, createActiveUser } from '../support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BSS_PORT } from '../support/environment';
import { mainArea, signIn } from '../support/ui';
import { findOrder, getOrder } from './order-helpers';

test.describe.configure({ timeout: 90_000 });

const control = `http://127.0.0.1:${E2E_BSS_PORT}/_control`;

test('Resend product is disabled on every staff member’s page while a resend of the order runs', async ({
  page,
  request,
  browser,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  // One product to send: its BSS call is the whole send, so the fault below decides how long it runs.
  // A paid order: an unpaid one is not sent.
  const { uuid } = await findOrder(request, token, {
    detail: (candidate) =>
      ![5, 6].includes(candidate.order_info.status) &&
      [1, 3].includes(candidate.order_payment.payment_status) &&
      candidate.product_data.filter((product) => product.error_bss || !product.is_send_bss).length === 1,
  });
  const colleague = await createActiveUser(request, 'resend-colleague');
  const colleagueContext = await browser.newContext();
  const colleaguePage = await colleagueContext.newPage();
  await signIn(colleaguePage, colleague.email, colleague.password);

  // The colleague has the order open already, so seeing the running resend takes only a reload
  // inside the few seconds it runs.
  await colleaguePage.goto(`/shop/orders/view/${uuid}`);
  const colleagueActions = mainArea(colleaguePage).getByRole('region', { name: 'Actions', exact: true });
  await expect(colleagueActions.getByRole('button', { name: 'Resend product' })).toBeEnabled();

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/shop/orders/view/${uuid}`);
  const actions = mainArea(page).getByRole('region', { name: 'Actions', exact: true });
  const resend = actions.getByRole('button', { name: 'Resend product' });
  await expect(resend).toBeEnabled();

  // The BSS holds the first call unanswered (given up after the client's 2 s per attempt) and answers
  // the second after 1 s, so the send runs for about 3 s of the client's 5 s deadline. (Two held
  // calls left the third one under 0.7 s, which a busy machine missed.)
  for (const fault of [
    { kind: 'timeout', method: 'POST', path: '/v1/orders', times: 1 },
    { kind: 'latency', latencyMs: 1000, method: 'POST', path: '/v1/orders', times: 1 },
  ]) {
    expect((await request.post(`${control}/faults`, { data: fault })).status()).toBe(201);
  }
  try {
    // Another staff member's page opened while the send runs shows it running. A page takes seconds of
    // a busy machine to start, about as long as the send lasts, so the colleague's page starts loading
    // now and its read of the order waits until the marker is set.
    let markerSet!: () => void;
    const afterMarker = new Promise<void>((resolve) => (markerSet = resolve));
    await colleaguePage.route(/\/trpc\/orders\.get[?,]/, async (route) => {
      await afterMarker;
      await route.continue();
    });
    const colleagueReloaded = colleaguePage.reload();
    await resend.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    // This page: its own call runs.
    await expect(actions.getByRole('button', { name: 'Resending…' })).toBeDisabled();
    // The server's marker is set.
    await expect
      .poll(async () => (await getOrder(request, token, uuid)).order_info)
      .toMatchObject({ bss_resend_running: true });
    markerSet();
    await colleagueReloaded;
    await expect(colleagueActions.getByRole('button', { name: 'Resending…' })).toBeDisabled();
    await expect(colleagueActions.getByRole('button', { name: 'Resend product' })).toHaveCount(0);

    // Once it ends, the product was sent: no billing problem, so no resend offered, on either page.
    await expect
      .poll(async () => (await getOrder(request, token, uuid)).order_info, { timeout: 20_000 })
      .toMatchObject({ bss_resend_running: false });
    await colleaguePage.reload();
    await expect(colleagueActions.getByRole('heading', { name: 'Actions' })).toBeVisible();
    await expect(colleagueActions.getByRole('button', { name: /Resend/ })).toHaveCount(0);
    await expect(actions.getByRole('button', { name: /Resend/ })).toHaveCount(0);
  } finally {
    await request.delete(`${control}/faults`);
    await colleagueContext.close();
  }
});
