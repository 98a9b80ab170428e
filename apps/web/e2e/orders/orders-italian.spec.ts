import { expect, test } from '@playwright/test';

import { apiSignIn } from '../support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BSS_PORT } from '../support/environment';
import { dismissAlert, expectToast, mainArea, signIn } from '../support/ui';
import { euroText, findOrder, findRefundableOrder } from './order-helpers';

const control = `http://127.0.0.1:${E2E_BSS_PORT}/_control`;

test.describe.configure({ timeout: 90_000 });

test('the queue and the order page in Italian, with an action’s question and its success', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  // A paid new order: an unpaid one does not move.
  const { uuid, order } = await findOrder(request, token, {
    rows: (rows) => rows[0]?.status === 0 && rows[0].payment_status === 1,
  });

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.getByLabel('Language').selectOption('it');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  // The queue: title, filters, buttons and column headings; statuses by their Italian names.
  await page.goto('/shop/orders');
  const main = mainArea(page);
  await expect(main.getByRole('heading', { level: 1, name: 'Gestione ordini' })).toBeVisible();
  const table = main.getByRole('table', { name: 'Gestione ordini' });
  const headings = table.getByRole('row').first();
  for (const heading of ['Ordine', 'Creato', 'Cliente', 'Totale', 'Stato', 'Pagamento']) {
    await expect(headings).toContainText(heading);
  }
  await expect(headings).toContainText('SIM');
  // The other columns are offered by the column chooser, in Italian too (the choice is the shared
  // administrator's, so it is taken back afterwards).
  const phone = page.getByRole('menuitemcheckbox', { name: 'Telefono' });
  const choose = async () => {
    await main.getByRole('button', { name: 'Colonne' }).click();
    const saved = page.waitForResponse((response) => response.url().includes('savedViews.setColumns'));
    await phone.click();
    expect((await saved).ok()).toBe(true);
    await page.keyboard.press('Escape');
  };
  const phoneShown = async () => (await headings.innerText()).includes('Telefono');
  const before = await phoneShown();
  await choose();
  await expect.poll(phoneShown).toBe(!before);
  await choose();
  await expect.poll(phoneShown).toBe(before);
  await expect(main.getByLabel('Dal', { exact: true })).toBeVisible();
  await expect(main.getByLabel('Al', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Aggiorna gli stati delle SIM' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Aggiorna', exact: true })).toBeVisible();
  await expect(
    main.getByPlaceholder('Cerca per numero d’ordine, nome, email, telefono o codice fiscale'),
  ).toBeVisible();
  await expect(main.getByLabel('Sistema di fatturazione')).toContainText('Con un problema di fatturazione');
  await main.getByLabel('Stato dell’ordine', { exact: true }).selectOption('0');
  await expect(page).toHaveURL(/status=0/);
  await main.getByLabel('Stato della SIM', { exact: true }).selectOption('1,2,3,4,5,6');
  await expect(page).toHaveURL(/sim_status=1%2C2%2C3%2C4%2C5%2C6/);
  await expect(main.getByLabel('Stato della SIM', { exact: true })).toContainText(
    'In attesa di attivazione (qualsiasi fase KYC)',
  );
  await main.getByLabel('Stato della SIM', { exact: true }).selectOption('');
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.locator('tbody tr[data-row-id]').first()).toContainText('Nuovo');

  // The order page: its title, its panels and the status move, asked and confirmed in Italian.
  await page.goto(`/shop/orders/view/${uuid}`);
  await expect(main.getByRole('heading', { level: 1, name: `Ordine ${order.order_info.id}` })).toBeVisible();
  for (const name of ['Azioni', 'Prodotti', 'Pagamento', 'Storico dell’ordine', 'Operatori donatori']) {
    await expect(main.getByRole('region', { name, exact: true }).first()).toBeVisible();
  }
  const orderPanel = main.getByRole('region', { name: 'Ordine', exact: true });
  await expect(orderPanel).toContainText('Nuovo');
  const actions = main.getByRole('region', { name: 'Azioni', exact: true });
  const question = page.getByRole('alertdialog');

  await actions.getByRole('button', { name: 'Passa a In lavorazione' }).click();
  await expect(question).toContainText('Vuoi davvero cambiare lo stato dell’ordine in In lavorazione?');
  await question.getByRole('button', { name: 'No', exact: true }).click();
  await expect(orderPanel).toContainText('Nuovo');

  await actions.getByRole('button', { name: 'Passa a In lavorazione' }).click();
  await question.getByRole('button', { name: 'Sì' }).click();
  await expectToast(page, 'Operazione riuscita', 'Stato dell’ordine cambiato');
  await expect(orderPanel).toContainText('In lavorazione');
  await expect(main.getByRole('link', { name: 'Torna agli ordini' })).toBeVisible();
});

test('a refund the payment provider does not confirm: its reason in Italian, and its amount stays reserved', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { uuid, rest } = await findRefundableOrder(request, token);

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.getByLabel('Language').selectOption('it');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.goto(`/shop/orders/view/${uuid}`);
  const main = mainArea(page);
  const actions = main.getByRole('region', { name: 'Azioni', exact: true });
  const dialog = page.getByRole('dialog');

  // The provider makes the refund but every answer is lost (the call is retried, then given up).
  const fault = await request.post(`${control}/faults`, {
    data: { kind: 'disconnect', phase: 'after', method: 'POST', path: '/v1/payments/refunds', times: 3 },
  });
  expect(fault.status()).toBe(201);
  try {
    await actions.getByRole('button', { name: 'Rimborsa' }).click();
    await dialog.getByLabel('Importo (€)').fill('2');
    await dialog.getByRole('button', { name: 'Rimborsa' }).click();
    await dismissAlert(
      page,
      'Errore',
      'Il fornitore dei pagamenti non ha confermato il rimborso: resta in corso',
    );
  } finally {
    await request.delete(`${control}/faults`);
  }
  const refunds = main.getByRole('region', { name: 'Storico dei rimborsi', exact: true });
  await expect(refunds.getByRole('row').filter({ hasText: 'In corso' })).toContainText(euroText(2));

  // The pending refund's amount is not offered again.
  await actions.getByRole('button', { name: 'Rimborsa' }).click();
  await expect(dialog).toContainText(`Si possono ancora rimborsare al massimo ${euroText(rest - 2)}.`);
});
