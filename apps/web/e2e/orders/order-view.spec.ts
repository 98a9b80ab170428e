import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { apiGet, apiPost, apiSignIn, createActiveUser } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { defined } from '../support/checks';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  DEMO_CHIEF_AGENT_EMAIL,
  DEMO_PASSWORD,
  E2E_BSS_PORT,
} from '../support/environment';
import { mailTo } from '../support/mail';
import { dismissAlert, expectToast, logOut, mainArea, sidebar, signIn } from '../support/ui';
import {
  euroText,
  findOrder,
  findRefundableOrder,
  isCancelled,
  type OrderProduct,
  payOrder,
  placeOrder,
  SINGLY_CANCELLABLE,
} from './order-helpers';

// The actions change the orders they pick: one after the other, each picking by state.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const control = `http://127.0.0.1:${E2E_BSS_PORT}/_control`;
const PANELS = [
  'Order',
  'Actions',
  'Products',
  'Portability',
  'Friend codes and consent',
  'Payment',
  'Refund history',
  'Note',
  'Contact',
  'Customer',
  'Delivery address',
  'Residential address',
  'Delivery tracking',
  'Order history',
  'Donor operators',
];

const panel = (page: Page, name: string) => mainArea(page).getByRole('region', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
/** A field of the open dialog by its label (required ones end with '*'). */
const dialogField = (page: Page, label: string) =>
  dialog(page).getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
const confirmation = (page: Page) => page.getByRole('alertdialog');

/** Runs `steps` while the BSS answers 503 to the SIM status reads, and heals it afterwards. */
async function whileStatusReadsFail(request: APIRequestContext, steps: () => Promise<void>) {
  const fault = await request.post(`${control}/faults`, {
    data: { kind: 'error', method: 'POST', path: '/v1/orders/statuses', status: 503 },
  });
  expect(fault.status()).toBe(201);
  try {
    await steps();
  } finally {
    await request.delete(`${control}/faults`);
  }
}

async function openOrder(page: Page, uuid: string, id: number) {
  await page.goto(`/shop/orders/view/${uuid}`);
  await expect(mainArea(page).getByRole('heading', { level: 1, name: `Order ${id}` })).toBeVisible();
}

test('order page: every panel, price rows, portability with the donor operator, axe; an unknown order is not found', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { uuid, order } = await findOrder(request, token, {
    detail: (candidate) => candidate.product_data.some((product) => product.portation_donor_network),
  });
  const { data: donors } = await apiGet<{ data: { ID: string; DisplayedName: string }[] }>(
    request,
    '/api/public/get-donor-operators',
    token,
  );
  const porting = defined(
    order.product_data.find((product) => product.portation_donor_network),
    'a ported SIM',
  );
  const donor = defined(
    donors.find((operator) => operator.ID === porting.portation_donor_network),
    `the donor ${porting.portation_donor_network}`,
  );

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openOrder(page, uuid, order.order_info.id);
  for (const name of PANELS) await expect(panel(page, name).getByRole('heading', { name })).toBeVisible();

  const products = panel(page, 'Products').getByRole('table', { name: 'Products' });
  await expect(products.locator('tr[data-product]')).toHaveCount(order.product_data.length);
  const first = defined(order.product_data[0], 'the first SIM');
  await expect(products).toContainText(`Offer: ${first.offer_name}`);
  for (const item of first.table_items)
    await expect(products.locator(`tr[data-price-row="${item.type}"]`).first()).toBeVisible();

  const portability = panel(page, 'Portability');
  await expect(portability).toContainText(defined(porting.portation_mobile_number, 'the ported number'));
  await expect(portability).toContainText(donor.DisplayedName);
  await expect(panel(page, 'Donor operators').getByRole('row')).toHaveCount(donors.length + 1);
  await expect(panel(page, 'Order')).toContainText(euroText(order.order_info.amount));
  await expect(panel(page, 'Order')).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);
  // The timeline reads in words: the order's creation names the status it started in.
  await expect(
    panel(page, 'Order history').getByRole('row').filter({ hasText: 'Order created' }),
  ).toContainText('Order created (New)');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/shop/orders/view/00000000-0000-4000-8000-000000000000');
  await expect(mainArea(page).getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  await mainArea(page).getByRole('link', { name: 'Back to orders' }).click();
  await expect(page).toHaveURL('/shop/orders');
});

test('an unpaid order waits for its payment: Check the payment says why, an administrator may serve it unpaid with a reason', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const customer = { first_name: 'Ugo', last_name: 'Nonpagato', email: 'ugo.nonpagato@example.test' };
  const unpaid = await placeOrder(request, token, customer, { paid: false });
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openOrder(page, unpaid.uuid, unpaid.id);
  await expect(mainArea(page)).toContainText('Not paid: the order is not activated, processed or shipped');
  const actions = panel(page, 'Actions');
  await expect(actions.getByRole('button', { name: /^Move to/ })).toHaveCount(0);

  await actions.getByRole('button', { name: 'Check the payment' }).click();
  await dismissAlert(page, 'Error', 'The payment provider has no payment for this order');

  await actions.getByRole('button', { name: 'Allow service without payment' }).click();
  // The reason takes the focus, and nothing is sent without one.
  await expect(dialogField(page, 'Reason')).toBeFocused();
  await expect(dialog(page).getByRole('button', { name: 'Allow service without payment' })).toBeDisabled();
  await dialogField(page, 'Reason').fill('Paid in cash at the Milano store');
  await dialog(page).getByRole('button', { name: 'Allow service without payment' }).click();
  await expectToast(page, 'Success', 'Service without payment allowed');
  await expect(mainArea(page)).toContainText(
    'Served without payment, allowed by an administrator: Paid in cash at the Milano store',
  );
  await expect(actions.getByRole('button', { name: 'Move to In process' })).toBeVisible();
  await expect(
    panel(page, 'Order history')
      .getByRole('row')
      .filter({ hasText: 'Reason to serve unpaid set to Paid in cash at the Milano store' }),
  ).toBeVisible();

  // A second order is paid at the provider after the page showed it unpaid: the check records it.
  const later = await placeOrder(request, token, customer, { paid: false });
  await openOrder(page, later.uuid, later.id);
  const { data } = await apiGet<{ data: { order_info: { amount: string } } }>(
    request,
    `/api/web-api/order/get?uuid=${later.uuid}`,
    token,
  );
  await payOrder(request, token, { uuid: later.uuid, amount: data.order_info.amount }, { confirm: false });
  await actions.getByRole('button', { name: 'Check the payment' }).click();
  await expectToast(page, 'Success', 'Payment recorded: the order is sent for activation');
  await expect(panel(page, 'Payment')).toContainText('Paid');
  await expect(actions.getByRole('button', { name: 'Check the payment' })).toHaveCount(0);
});

test('order status moves forward after a confirmation; the New-orders badge follows', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { uuid, order } = await findOrder(request, token, {
    rows: (rows) => rows[0]?.status === 0 && rows[0].payment_status === 1,
  });
  const { data: newCount } = await apiGet<{ data: number }>(
    request,
    '/api/web-api/order/get-new-orders-length',
    token,
  );

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openOrder(page, uuid, order.order_info.id);
  const actions = panel(page, 'Actions');
  await expect(panel(page, 'Order')).toContainText('New');
  await expect(actions.getByRole('button', { name: 'Move to In delivery' })).toHaveCount(0);

  // No keeps everything as it was.
  await actions.getByRole('button', { name: 'Move to In process' }).click();
  await expect(confirmation(page)).toContainText(
    'Are you sure you want to change the order status to In process?',
  );
  await confirmation(page).getByRole('button', { name: 'No' }).click();
  await expect(panel(page, 'Order')).toContainText('New');

  await actions.getByRole('button', { name: 'Move to In process' }).click();
  await confirmation(page).getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Success', 'Order status changed');
  await expect(panel(page, 'Order')).toContainText('In process');
  const history = panel(page, 'Order history');
  await expect(
    history.getByRole('row').filter({ hasText: 'Status: New → In process' }).filter({ hasText: ADMIN_EMAIL }),
  ).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Order management' })).toHaveAccessibleDescription(
    newCount - 1 === 0 ? '' : `${newCount - 1} new ${newCount - 1 === 1 ? 'order' : 'orders'}`,
  );

  await actions.getByRole('button', { name: 'Move to In delivery' }).click();
  await expect(confirmation(page)).toContainText(
    'Are you sure you want to change the order status to In delivery?',
  );
  await confirmation(page).getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Success', 'Order status changed');
  await expect(panel(page, 'Order')).toContainText('In delivery');
  await expect(actions.getByRole('button', { name: /^Move to/ })).toHaveCount(0);
});

/** A SIM that can be cancelled alone and that the billing system has (so it is cancelled there too). */
const inTheBss = (product: OrderProduct) =>
  SINGLY_CANCELLABLE.includes(product.sim_status) && product.external_id !== null;

test('cancel one SIM (the billing system refuses), set the payment status, then cancel the whole order, each after its question', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { uuid, order } = await findOrder(request, token, {
    detail: (candidate) =>
      candidate.order_payment.payment_status === 1 &&
      candidate.order_info.status <= 4 &&
      candidate.product_data.length > 1 &&
      !candidate.product_data.some((product) => isCancelled(product.sim_status)) &&
      candidate.product_data.some(inTheBss),
  });
  const sim = defined(order.product_data.find(inTheBss), 'a SIM in the BSS');

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openOrder(page, uuid, order.order_info.id);
  const actions = panel(page, 'Actions');
  // No SIM is cancelled yet: the payment status cannot be set by hand.
  await expect(actions.getByRole('button', { name: /^Set / })).toHaveCount(0);

  await panel(page, 'Products')
    .getByRole('button', { name: `Cancel SIM ${sim.id}` })
    .click();
  await expect(confirmation(page)).toContainText(
    `Are you sure you want to cancel SIM ${sim.id} (${sim.offer_name})?`,
  );
  // The billing system refuses to cancel it there: the cancel here stands, and the page says so.
  const fault = await request.post(`${control}/faults`, {
    data: { kind: 'error', method: 'POST', path: `/v1/orders/${sim.external_id}/cancel`, status: 409 },
  });
  expect(fault.status()).toBe(201);
  try {
    await confirmation(page).getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Success', 'SIM cancelled');
  } finally {
    await request.delete(`${control}/faults`);
  }
  await expect(panel(page, 'Products').locator(`tr[data-product="${sim.uuid}"]`)).toContainText(
    'Cancelled by customer',
  );
  await expect(mainArea(page).getByRole('status').filter({ hasText: 'refused to cancel' })).toContainText(
    `The billing system refused to cancel SIM ${sim.id}: it may still be active there.`,
  );

  await actions.getByRole('button', { name: 'Set Partially refunded' }).click();
  await expect(confirmation(page)).toContainText(
    'Are you sure you want to set the payment status to Partially refunded?',
  );
  await confirmation(page).getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Success', 'Payment status changed');
  await expect(panel(page, 'Payment')).toContainText('Partially refunded');
  await expect(actions.getByRole('button', { name: /^Set / })).toHaveCount(0);

  // Cancel order says what it does and asks about the money left; here the refund is declined.
  await actions.getByRole('button', { name: 'Cancel order' }).click();
  const cancelDialog = page.getByRole('dialog');
  await expect(cancelDialog).toContainText(
    'Are you sure you want to cancel the entire order (all its products)?',
  );
  await cancelDialog.getByRole('radio', { name: 'No refund' }).check();
  await cancelDialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(cancelDialog.getByRole('status')).toContainText('Order cancelled');
  // Done, the dialog no longer asks.
  await expect(cancelDialog).not.toContainText('Are you sure');
  await expect(cancelDialog).toContainText('What was done:');
  await cancelDialog.getByRole('button', { name: 'OK' }).click();
  await expect(panel(page, 'Order')).toContainText('Cancelled');
  await expect(actions.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(panel(page, 'Products').getByRole('button', { name: /^Cancel SIM/ })).toHaveCount(0);
});

test('refund: a number not above what is left, then a refund; a refused refund shows The refund failed', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { uuid, order, rest } = await findRefundableOrder(request, token);

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openOrder(page, uuid, order.order_info.id);
  await panel(page, 'Actions').getByRole('button', { name: 'Refund' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Refund' })).toBeVisible();
  await expect(dialog(page)).toContainText(`At most ${euroText(rest)} can still be refunded.`);
  const amount = dialogField(page, 'Amount (€)');
  await expect(amount).toBeFocused();
  await amount.fill('abc');
  await amount.blur();
  await expect(dialog(page)).toContainText('Please enter a number');
  await expect(dialog(page).getByRole('button', { name: 'Refund' })).toBeDisabled();
  await amount.fill(String(rest + 1));
  await expect(dialog(page)).toContainText(`The amount must be at most ${euroText(rest)}`);
  await expectNoSeriousA11yViolations(page);

  await amount.fill('1,5');
  await dialog(page).getByRole('button', { name: 'Refund' }).click();
  await expectToast(page, 'Success', 'Refund made successfully');
  await expect(dialog(page)).toBeHidden();
  await expect(panel(page, 'Payment')).toContainText(euroText(Number(order.order_payment.refund_sum) + 1.5));
  await expect(panel(page, 'Payment')).toContainText('Partially refunded');
  await expect(panel(page, 'Refund history').getByRole('row').filter({ hasText: '1,50 €' })).toContainText(
    'Completed',
  );

  // The payment provider refuses the next refund: nothing is refunded and the failure is listed.
  const fault = await request.post(`${control}/faults`, {
    data: { kind: 'error', method: 'POST', path: '/v1/payments/refunds', status: 422, times: 1 },
  });
  expect(fault.status()).toBe(201);
  try {
    await panel(page, 'Actions').getByRole('button', { name: 'Refund' }).click();
    await dialogField(page, 'Amount (€)').fill('1');
    await dialog(page).getByRole('button', { name: 'Refund' }).click();
    await dismissAlert(page, 'Error', 'The refund failed');
  } finally {
    await request.delete(`${control}/faults`);
  }
  await expect(panel(page, 'Payment')).toContainText(euroText(Number(order.order_payment.refund_sum) + 1.5));
  await page.reload();
  await expect(panel(page, 'Refund history').getByRole('row').filter({ hasText: 'Failed' })).toContainText(
    '1,00 €',
  );
});

test('edit dialogs by keyboard: note, contact, delivery address and tracking; a failed save shows The data could not be changed', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { uuid, order } = await findOrder(request, token, { rows: (rows) => rows[0]?.status === 7 });

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openOrder(page, uuid, order.order_info.id);

  // Note: Enter on the panel's Edit button opens the dialog with the field focused.
  const note = `Call before delivery ${Date.now()}`;
  await panel(page, 'Note').getByRole('button', { name: 'Edit Note' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('heading', { name: 'Edit note' })).toBeVisible();
  await expect(dialogField(page, 'Note')).toBeFocused();
  await page.keyboard.type(note);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(panel(page, 'Note').getByRole('button', { name: 'Edit Note' })).toBeFocused();
  await page.keyboard.press('Enter');
  await dialogField(page, 'Note').fill(note);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'updated');
  await expect(panel(page, 'Note')).toContainText(note);
  // The history names the changed field in words.
  await expect(panel(page, 'Order history').getByRole('row').filter({ hasText: note })).toContainText('Note');

  // Contact: both fields required, a valid email.
  await panel(page, 'Contact').getByRole('button', { name: 'Edit Contact' }).click();
  await dialogField(page, 'Email').fill('');
  await dialogField(page, 'Email').blur();
  await expect(dialog(page).getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialogField(page, 'Email').fill('not-an-email');
  await dialogField(page, 'Email').blur();
  await expect(dialog(page)).toContainText('Invalid email address');
  const email = `customer-${Date.now()}@example.com`;
  await dialogField(page, 'Email').fill(email);
  await dialogField(page, 'Phone').fill('');
  await expect(dialog(page).getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialogField(page, 'Phone').fill('+393331234567');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'updated');
  await expect(panel(page, 'Contact')).toContainText(email);
  await expect(panel(page, 'Contact')).toContainText('+393331234567');

  // Delivery address: all six parts required.
  await panel(page, 'Delivery address').getByRole('button', { name: 'Edit Delivery address' }).click();
  await dialogField(page, 'City').fill('');
  await expect(dialog(page).getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialogField(page, 'City').fill('Bergamo');
  await dialogField(page, 'Street').fill('Via XX Settembre');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'updated');
  await expect(panel(page, 'Delivery address')).toContainText('Bergamo');
  await expect(panel(page, 'Delivery address')).toContainText('Via XX Settembre');

  // Tracking: the link must be http or https.
  await panel(page, 'Delivery tracking').getByRole('button', { name: 'Edit Delivery tracking' }).click();
  await dialogField(page, 'Tracking number').fill('TRK-42');
  await dialogField(page, 'Tracking link').fill('ftp://tracking.example.com/TRK-42');
  await dialogField(page, 'Tracking link').blur();
  await expect(dialog(page)).toContainText('Must be an http or https address');
  await dialogField(page, 'Tracking link').fill('https://tracking.example.com/TRK-42');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'updated');
  await expect(
    panel(page, 'Delivery tracking').getByRole('link', { name: 'https://tracking.example.com/TRK-42' }),
  ).toBeVisible();

  // The demo's published template named order.tracking_set mails the customer (the contact saved
  // above), and the order's timeline lists that email as sent.
  const subject = `Il tuo ordine ${order.order_info.id} è in viaggio`;
  const shipped = await mailTo(request, email);
  expect(shipped.subject).toBe(subject);
  expect(shipped.html).toContain(subject);
  await expect(async () => {
    await page.reload();
    await expect(
      panel(page, 'Order history')
        .getByRole('row')
        .filter({ hasText: `Email “${subject}” to ${email}` }),
    ).toContainText('Sent', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  // The network drops the save: 'Error' / 'The data could not be changed', the dialog closes, the page keeps its data.
  await page.route('**/trpc/orders.editNote**', (route) => route.abort());
  await panel(page, 'Note').getByRole('button', { name: 'Edit Note' }).click();
  await dialogField(page, 'Note').fill('never saved');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await dismissAlert(page, 'Error', 'The data could not be changed');
  await expect(dialog(page)).toBeHidden();
  await expect(panel(page, 'Note')).toContainText(note);
  await page.unroute('**/trpc/orders.editNote**');
});

test('an edit keeps what was typed when its field was changed meanwhile, says by whom, and saves over it; other fields’ changes do not block it', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { uuid, order } = await findOrder(request, token, { rows: (rows) => rows[0]?.status !== 5 });
  const other = await createActiveUser(request, 'contact-editor');
  const otherToken = await apiSignIn(request, other.email, other.password);
  const change = (path: string, data: Record<string, unknown>) =>
    apiPost(request, `/api/web-api/order/${path}`, otherToken, { uuid, ...data });

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openOrder(page, uuid, order.order_info.id);
  const contact = panel(page, 'Contact');
  await contact.getByRole('button', { name: 'Edit Contact' }).click();
  await dialogField(page, 'Phone').fill('+39 333 111 2222');
  // Meanwhile a colleague edits the note (another field) and the phone (this one).
  await change('edit-note', { note: `Note by a colleague ${Date.now()}` });
  await change('update-contact-info', { phone: '+393330009999', email: order.customer_info.email });
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  const notice = dialog(page).getByRole('alert');
  // The colleague has no name on the account: their address says who.
  await expect(notice).toContainText(`${other.email} changed Phone to “+393330009999” at`);
  await expect(dialogField(page, 'Phone')).toHaveValue('+39 333 111 2222');
  await dialog(page).getByRole('button', { name: 'Save mine over it' }).click();
  await expectToast(page, 'Success', 'updated');
  await expect(dialog(page)).toBeHidden();
  await expect(contact).toContainText('+39 333 111 2222');
});

test('a move made on a stale page is refused with who changed the order, and leaves the page as it was', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { uuid, order } = await findOrder(request, token, {
    rows: (rows) => rows[0]?.status === 0 && rows[0].payment_status === 1,
  });

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openOrder(page, uuid, order.order_info.id);
  // Someone else moves the order first (through the REST contract): this page still offers the move.
  const moved = await request.post('/api/web-api/order/status/to-progress', {
    headers: { 'x-tenant': 'null', 'x-session-token': token },
    data: { order_uuid: uuid },
  });
  expect(moved.ok()).toBe(true);
  await panel(page, 'Actions').getByRole('button', { name: 'Move to In process' }).click();
  await confirmation(page).getByRole('button', { name: 'Yes' }).click();
  // The page was made on an older version of the order: the server says who changed it since.
  await dismissAlert(page, 'Error', `Changed by ${ADMIN_EMAIL} at`);
  // Not read again after the failure: the page still shows the state it had, and offers a reload,
  // which the focus lands on once the alert is dismissed.
  await expect(panel(page, 'Order')).toContainText('New');
  const stale = mainArea(page)
    .getByRole('status')
    .filter({ hasText: `Changed by ${ADMIN_EMAIL}` });
  await expect(stale.getByRole('button', { name: 'Reload' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel(page, 'Order')).toContainText('In process');
  await expect(stale).toHaveCount(0);
});

test('Resend product: offered while a product has a billing problem; a BSS refusal is reported, then a resend clears it', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { uuid, order } = await findOrder(request, token, {
    detail: (candidate) => candidate.billing_problem && ![5, 6].includes(candidate.order_info.status),
  });

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openOrder(page, uuid, order.order_info.id);
  const resend = panel(page, 'Actions').getByRole('button', { name: 'Resend product' });
  await expect(mainArea(page).getByRole('status').filter({ hasText: 'billing-system error' })).toBeVisible();

  // The BSS refuses every order: the failure is reported and the products show why.
  const fault = await request.post(`${control}/faults`, {
    data: { kind: 'error', method: 'POST', path: '/v1/orders', status: 422 },
  });
  expect(fault.status()).toBe(201);
  try {
    await resend.click();
    await expect(confirmation(page)).toContainText(
      'Send the products with a billing error again to the billing system?',
    );
    await confirmation(page).getByRole('button', { name: 'Yes' }).click();
    await dismissAlert(page, 'Error', 'The order could not be created in the BSS');
  } finally {
    await request.delete(`${control}/faults`);
  }
  await expect(resend).toBeEnabled();

  await resend.click();
  await confirmation(page).getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Success', 'Products sent again to the billing system');
  await expect(resend).toHaveCount(0);
  await expect(mainArea(page).getByRole('status').filter({ hasText: 'billing-system error' })).toHaveCount(0);
});

test('Refresh SIM statuses from the queue, and its error when the BSS fails', async ({ page, request }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/shop/orders');
  const refresh = mainArea(page).getByRole('button', { name: 'Refresh SIM statuses' });
  await refresh.click();
  await expectToast(page, 'Success', /SIM statuses refreshed: \d+ checked, \d+ changed, \d+ orders closed/);

  await whileStatusReadsFail(request, async () => {
    await refresh.click();
    await dismissAlert(page, 'Error', 'Something went wrong while processing the request');
  });
  await mainArea(page).getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(mainArea(page).getByRole('table', { name: 'Order management' })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
});

test('a billing system that keeps failing is paused: the answer and a notice on the order desk say so until it is over', async ({
  page,
  request,
}) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/shop/orders');
  const refresh = mainArea(page).getByRole('button', { name: 'Refresh SIM statuses' });
  const notice = mainArea(page).getByRole('status').filter({ hasText: 'not answering' });
  const alert = page.getByRole('alertdialog');
  await whileStatusReadsFail(request, async () => {
    // Every failed call counts; five failures in a row pause the BSS, and the answer says so.
    let paused = false;
    for (let call = 0; call < 5 && !paused; call += 1) {
      await refresh.click();
      await expect(alert).toContainText('Something went wrong while processing the request');
      paused = (await alert.textContent())?.includes('not answering') ?? false;
      await alert.getByRole('button', { name: 'OK' }).click();
    }
    expect(paused).toBe(true);
  });
  await expect(notice).toHaveText(/The billing system is not answering; retry after [1-6] s/);
  // The pause ends by itself (6 s on the test server) and the notice goes.
  await expect(notice).toHaveCount(0, { timeout: 15_000 });
  await refresh.click();
  await expectToast(page, 'Success', /SIM statuses refreshed/);
});

test('only an administrator sets the payment status by hand; Refunded before all is refunded asks why, and the history keeps it', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { uuid, order } = await findOrder(request, token, {
    detail: (candidate) =>
      candidate.order_payment.payment_status === 1 &&
      Number(candidate.order_payment.refund_sum) < Number(candidate.order_payment.payment_sum) &&
      candidate.product_data.length > 1 &&
      candidate.product_data.some((product) => SINGLY_CANCELLABLE.includes(product.sim_status)),
  });
  if (!order.product_data.some((product) => isCancelled(product.sim_status))) {
    const sim = defined(
      order.product_data.find((product) => SINGLY_CANCELLABLE.includes(product.sim_status)),
      'a SIM that may be cancelled alone',
    );
    await apiPost(request, '/api/web-api/order/change-sim-status', token, {
      product_uuid: sim.uuid,
      status: 9,
    });
  }

  await signIn(page, DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD);
  await openOrder(page, uuid, order.order_info.id);
  await expect(panel(page, 'Actions').getByRole('button', { name: 'Refund' })).toBeVisible();
  await expect(panel(page, 'Actions').getByRole('button', { name: /^Set / })).toHaveCount(0);
  await logOut(page);

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openOrder(page, uuid, order.order_info.id);
  await panel(page, 'Actions').getByRole('button', { name: 'Set Refunded' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Set the payment to Refunded' })).toBeVisible();
  await expect(dialog(page)).toContainText(
    `Only ${euroText(order.order_payment.refund_sum)} of ${euroText(order.order_payment.payment_sum)} has been refunded.`,
  );
  const reason = dialogField(page, 'Reason');
  await expect(reason).toBeFocused();
  const submit = dialog(page).getByRole('button', { name: 'Set Refunded' });
  await expect(submit).toBeDisabled();
  await reason.fill('The rest was refunded by bank transfer');
  await submit.click();
  await expectToast(page, 'Success', 'Payment status changed');
  await expect(panel(page, 'Payment')).toContainText('Refunded');
  // The history reads in words: the reason row is named by its field, not its key.
  await expect(
    panel(page, 'Order history')
      .getByRole('row')
      .filter({ hasText: 'The rest was refunded by bank transfer' }),
  ).toContainText('Reason for Refunded');
});
