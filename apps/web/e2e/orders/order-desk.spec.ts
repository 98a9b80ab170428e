import { readFile } from 'node:fs/promises';

import { type Browser, type Download, expect, type Page, test } from '@playwright/test';

import { apiPost, apiSignIn, createActiveUser } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { boxOf, defined } from '../support/checks';
import { expectConfirmationByKeyboard } from '../support/keyboard';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { expectToast, mainArea, signIn } from '../support/ui';
import { allRows, euroText, findOrder, placeOrder } from './order-helpers';

/**
 * The order desk as an agent works it: the queue searched over every date, live, fitting 1280x800
 * with its column chooser and a phone's cards, walked with j/k, bulk moves; the order page at
 * 390 px with who else has it open, a stale page's notice, the customer's other orders, Cancel order
 * with a partial refund in one dialog, and one timeline in words with the team's comments.
 */
// Each test walks a whole working sequence of screens.
test.describe.configure({ timeout: 150_000 });

const table = (page: Page) => mainArea(page).getByRole('table', { name: 'Order management' });
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-row-id]');
const panel = (page: Page, name: string) => mainArea(page).getByRole('region', { name, exact: true });

/** No sideways scrolling of the page, nor (`tables`) of the visible tables. */
async function expectNoHorizontalScroll(page: Page, { tables = true } = {}) {
  await expect
    .poll(() =>
      page.evaluate((withTables) => {
        const containers = withTables ? [...document.querySelectorAll('[data-slot="table-container"]')] : [];
        return [document.documentElement, ...containers]
          .filter(
            (element) =>
              element === document.documentElement || (element as HTMLElement).offsetParent !== null,
          )
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .map((element) => element.querySelector('table')?.getAttribute('aria-label') ?? element.tagName);
      }, tables),
    )
    .toEqual([]);
}

/** A saved download's name and text. */
async function readDownload(download: Download) {
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

/** The order number of an exported CSV line (its second column). */
const orderNumberOf = (line: string) => (line.split(';')[1] ?? '').replace(/"/g, '');

async function signedInPage(
  browser: Browser,
  email: string,
  password: string,
  viewport = { width: 1280, height: 800 },
) {
  const context = await browser.newContext({ viewport, locale: 'en-GB' });
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

test('the queue: an older customer found by search over every date, chips, columns that fit, j/k, a phone’s cards', async ({
  browser,
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const weekAgo = Date.now() - 8 * 24 * 3600 * 1000;
  const older = defined(
    (await allRows(request, token)).find((row) => Date.parse(row.create_at) < weekAgo),
    'an order of the demo seed older than the default week',
  );

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/shop/orders');
  await expect(bodyRows(page).first()).toBeVisible({ timeout: 30_000 });
  await expectNoHorizontalScroll(page);
  await expect(mainArea(page).getByText(/^\d+ orders?, \d+ SIMs?$/)).toBeVisible();

  // The search looks past the week: the date window is then an optional filter, not a silent limit.
  await mainArea(page).getByRole('searchbox').fill(older.email);
  await expect(page).toHaveURL(/q=/);
  await expect(
    mainArea(page).getByText('Every date is shown: choose days to narrow the list.'),
  ).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('');
  await expect(
    table(page)
      .getByRole('link', { name: String(older.id), exact: true })
      .first(),
  ).toBeVisible();
  await expect(mainArea(page).getByRole('list', { name: 'Active filters' })).toContainText(
    `Search: ${older.email}`,
  );
  await expectNoSeriousA11yViolations(page);

  // Chips: a filter added shows as a chip; a chip removed hands the focus to the chip now in its
  // place; Clear all removes the search and the filters at once, and the focus goes to the search.
  const chips = mainArea(page).getByRole('list', { name: 'Active filters' });
  await mainArea(page).getByLabel('Payment status').selectOption(String(older.payment_status));
  await mainArea(page).getByLabel('SIM type').selectOption('1');
  await expect(chips).toContainText('Payment status:');
  await chips.getByRole('button', { name: /Payment status/ }).press('Enter');
  await expect(chips.getByRole('button', { name: /SIM type/ })).toBeFocused();
  await mainArea(page).getByLabel('Payment status').selectOption(String(older.payment_status));
  await mainArea(page).getByRole('button', { name: 'Clear all' }).press('Enter');
  await expect(mainArea(page).getByRole('searchbox')).toHaveValue('');
  await expect(mainArea(page).getByRole('searchbox')).toBeFocused();
  await expect(page).not.toHaveURL(/payment_status=/);
  await expect(mainArea(page).getByRole('list', { name: 'Active filters' })).toHaveCount(0);

  // The column chooser shows the Email column; the choice is in the URL, so reload keeps it.
  await expect(table(page).getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  await mainArea(page).getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Email' }).click();
  await page.keyboard.press('Escape');
  await expect(table(page).getByRole('columnheader', { name: 'Email' })).toBeVisible();
  await page.reload();
  await expect(table(page).getByRole('columnheader', { name: 'Email' })).toBeVisible();
  // The choice is the person's: a new session in another browser shows the queue with it.
  const elsewhere = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const otherPage = await elsewhere.newPage();
  await signIn(otherPage, ADMIN_EMAIL, ADMIN_PASSWORD);
  await otherPage.goto('/shop/orders');
  await expect(table(otherPage).getByRole('columnheader', { name: 'Email' })).toBeVisible();
  // Hidden again there, for the other tests of the shared administrator.
  await mainArea(otherPage).getByRole('button', { name: 'Columns' }).click();
  const saved = otherPage.waitForResponse((response) => response.url().includes('savedViews.setColumns'));
  await otherPage.getByRole('menuitemcheckbox', { name: 'Email' }).click();
  expect((await saved).ok()).toBe(true);
  await otherPage.keyboard.press('Escape');
  await expect(table(otherPage).getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  await elsewhere.close();

  // j and k walk the rows; Enter opens the marked one.
  await expect(bodyRows(page).first()).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('j');
  await expect(bodyRows(page).nth(0)).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('j');
  await expect(bodyRows(page).nth(1)).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('k');
  await expect(bodyRows(page).nth(0)).toHaveAttribute('data-active', 'true');
  const firstId = await bodyRows(page).nth(0).getByRole('link').first().innerText();
  await page.keyboard.press('Enter');
  await expect(mainArea(page).getByRole('heading', { level: 1, name: `Order ${firstId}` })).toBeVisible();
  // Back to orders: the queue as it was left, its marker on the order just seen.
  await mainArea(page).getByRole('link', { name: 'Back to orders' }).click();
  await expect(page).toHaveURL(/hidden=/);
  await expect(table(page).getByRole('columnheader', { name: 'Email' })).toBeVisible();
  await expect(
    bodyRows(page).filter({ has: page.getByRole('link', { name: firstId, exact: true }) }),
  ).toHaveAttribute('data-active', 'true');

  // On a phone the queue is a list of cards, without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/shop/orders');
  const cards = mainArea(page).getByRole('list', { name: 'Order management' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(table(page)).toBeHidden();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  // The filters wait behind one button (the cards start on the first screen), which counts them.
  const filtersButton = mainArea(page).getByRole('button', { name: /^Filters/ });
  await expect(mainArea(page).getByLabel('Order status', { exact: true })).toBeHidden();
  const firstCard = cards.getByRole('listitem').first();
  expect((await boxOf(firstCard)).y).toBeLessThan(844);
  await filtersButton.click();
  await expect(filtersButton).toHaveAttribute('aria-expanded', 'true');
  await mainArea(page).getByLabel('Order status', { exact: true }).selectOption('0');
  await expect(filtersButton).toHaveText(/^Filters \(\d+\)$/);
  await mainArea(page).getByLabel('Order status', { exact: true }).selectOption('');
  await filtersButton.click();
  await expect(mainArea(page).getByLabel('Order status', { exact: true })).toBeHidden();
  // A tap anywhere on a card opens its order; the card's targets are at least 44 px.
  const cardNumber = await firstCard.getByRole('link').first().innerText();
  await firstCard.scrollIntoViewIfNeeded();
  const box = await boxOf(firstCard);
  expect(box.height).toBeGreaterThanOrEqual(44);
  // Far from the number, the card's corner is still its link.
  const linkAtCorner = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
    { x: box.x + box.width - 12, y: box.y + box.height - 12 },
  );
  expect(linkAtCorner).toBe(cardNumber);
  const expand = firstCard.getByRole('button', { name: /SIMs of order/ });
  const expandBox = await boxOf(expand);
  expect(Math.min(expandBox.width, expandBox.height)).toBeGreaterThanOrEqual(44);
  // The total and the SIMs' badges do not overlap.
  await expand.click();
  const totalBox = await boxOf(firstCard.getByText(/€$/).first());
  for (const badge of await firstCard.locator('[data-slot="badge"]').all()) {
    const badgeBox = await boxOf(badge);
    const apart =
      badgeBox.x >= totalBox.x + totalBox.width ||
      badgeBox.x + badgeBox.width <= totalBox.x ||
      badgeBox.y >= totalBox.y + totalBox.height ||
      badgeBox.y + badgeBox.height <= totalBox.y;
    expect(apart).toBe(true);
  }
  await page.mouse.click(box.x + box.width - 12, box.y + box.height - 12);
  await expect(mainArea(page).getByRole('heading', { level: 1, name: `Order ${cardNumber}` })).toBeVisible();
});

test('the queue is live: a new order is announced, a changed row updates in place; a bulk move says what moved', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/shop/orders');
  await expect(bodyRows(page).first()).toBeVisible({ timeout: 30_000 });

  // Another channel places an order: a quiet bar announces it, nothing moves until asked.
  const liviaEmail = `livia.desk.${Date.now()}@example.test`;
  const placed = await placeOrder(request, token, {
    first_name: 'Livia',
    last_name: 'Desk',
    email: liviaEmail,
  });
  const announced = mainArea(page)
    .getByRole('status')
    .filter({ hasText: /new orders?/ });
  await expect(announced).toContainText('1 new order', { timeout: 8_000 });
  await expect(table(page).getByRole('link', { name: String(placed.id), exact: true })).toHaveCount(0);
  await announced.getByRole('button', { name: 'Show' }).click();
  const placedRow = bodyRows(page).filter({
    has: page.getByRole('link', { name: String(placed.id), exact: true }),
  });
  await expect(placedRow).toBeVisible();
  await expect(placedRow).toContainText('New');

  // Someone else moves it: the row shows it within seconds, without a reload.
  await apiPost(request, '/api/web-api/order/status/to-progress', token, { order_uuid: placed.uuid });
  await expect(placedRow).toContainText('In process', { timeout: 8_000 });

  // A bulk move of it and of an order the table refuses: one moved, one refused, each said.
  // Only an order in process moves to In delivery: any other row is refused by the table.
  const refused = bodyRows(page).filter({ hasNotText: 'In process' }).first();
  const bulk = [placedRow, refused];
  for (const row of bulk) await row.getByRole('checkbox').check();
  const bar = mainArea(page).getByRole('region', { name: /orders? selected/ });
  await expect(bar).toContainText('2 orders selected');

  // The selection as a file: one row per order, the two selected only.
  await bar.getByRole('button', { name: 'Export the selection' }).click();
  const selectionFile = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /^CSV/ }).click();
  const selection = await readDownload(await selectionFile);
  expect(selection.name).toMatch(/^orders-selected-\d{4}-\d{2}-\d{2}\.csv$/);
  const selectedNumbers = selection.text.split('\r\n').slice(1).filter(Boolean).map(orderNumberOf);
  expect(selectedNumbers).toHaveLength(2);
  expect(selectedNumbers).toContain(String(placed.id));
  await expectToast(page, `Exported: ${selection.name}`, selection.name);

  // The question holds the keyboard (safe choice first, Tab kept inside, Escape back to the button).
  const moveButton = bar.getByRole('button', { name: 'Move to In delivery' });
  await expectConfirmationByKeyboard(page, moveButton);
  await moveButton.click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Move 2 orders to In delivery?');
  await question.getByRole('button', { name: 'Yes' }).click();
  const result = page.getByRole('dialog', { name: 'Status moves' });
  await expect(result).toContainText('1 order moved, 1 refused.');
  await expect(result).toContainText(`Order ${placed.id}: In process → In delivery`);
  await result.getByRole('button', { name: 'OK' }).press('Enter');
  await expect(placedRow).toContainText('In delivery');
  // The moved order left the selection and its bar: the queue's first row has the focus.
  await expect(bodyRows(page).first().getByRole('link').first()).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // The whole list as a workbook, as filtered (here: the one customer searched).
  await mainArea(page).getByRole('searchbox').fill(liviaEmail);
  await expect(bodyRows(page).filter({ hasNotText: 'Livia' })).toHaveCount(0);
  await mainArea(page).getByRole('button', { name: 'Export the list' }).click();
  const listFile = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /XLSX/ }).click();
  const list = await listFile;
  expect(list.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect((await readFile(await list.path())).subarray(0, 2).toString()).toBe('PK');
});

test('the order page at 390 px: presence, a stale page’s notice, the customer’s orders, Cancel order with a partial refund, the timeline in words', async ({
  browser,
  page,
  request,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { uuid, order } = await findOrder(request, token, {
    detail: (candidate) =>
      candidate.order_payment.payment_status === 1 &&
      candidate.order_info.status <= 2 &&
      Number(candidate.order_payment.payment_sum) - Number(candidate.order_payment.refund_sum) >= 5,
  });
  const agent = await createActiveUser(request, 'desk-agent');

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/shop/orders/view/${uuid}`);
  await expect(
    mainArea(page).getByRole('heading', { level: 1, name: `Order ${order.order_info.id}` }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page, { tables: false });
  // Every action is in reach (a wide table scrolls inside its panel, never the page).
  for (const button of await panel(page, 'Actions').getByRole('button').all()) {
    const box = await boxOf(button);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expect(panel(page, 'Other orders of this customer')).toBeVisible();

  // A second agent opens it: each page says who else has it.
  const second = await signedInPage(browser, agent.email, agent.password);
  await second.goto(`/shop/orders/view/${uuid}`);
  await expect(mainArea(second).getByText(/Also open by/)).toBeVisible();

  // The second agent changes the note: the first page says who and when, and Reload brings it in.
  await mainArea(second).getByRole('button', { name: 'Edit Note' }).click();
  await second.getByRole('dialog').getByLabel('Note').fill(`Call after 18:00 (${Date.now()})`);
  await second.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expectToast(second, 'Success', /./);
  const stale = mainArea(page)
    .getByRole('status')
    .filter({ hasText: `Changed by ${agent.email}` });
  await expect(stale).toBeVisible({ timeout: 15_000 });
  await stale.getByRole('button', { name: 'Reload' }).click();
  await expect(stale).toHaveCount(0);
  await second.context().close();

  // A comment for the team goes into the timeline; typed offline, it waits (and says so) and is
  // added when the connection is back. The focus stays in the emptied field.
  const comment = `Customer asked for a call back (${Date.now()})`;
  const commentField = panel(page, 'Order history').getByLabel('Add a comment for the team');
  await commentField.fill(comment);
  await page.context().setOffline(true);
  await panel(page, 'Order history').getByRole('button', { name: 'Add comment' }).click();
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible();
  await expect(
    panel(page, 'Order history').getByText('No connection: the comment will be added as soon as it is back.'),
  ).toBeVisible();
  await page.context().setOffline(false);
  await expect(panel(page, 'Order history').getByRole('row').filter({ hasText: comment })).toContainText(
    ADMIN_EMAIL,
  );
  await expect(page.getByText('You are offline.', { exact: false })).toHaveCount(0);
  await expect(commentField).toHaveValue('');
  await expect(commentField).toBeFocused();

  // Cancel order: the SIMs it cancels, and a partial refund, in one confirmed step.
  await mainArea(page).getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('These SIMs are cancelled');
  await expect(dialog.getByRole('radio', { name: /Refund all that is left/ })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Refund an amount' }).check();
  await dialog.getByLabel('Amount to refund (€)').fill('1000');
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  // Too much is refused under the field, and nothing is cancelled.
  await expect(dialog.getByText(/less than|at most/)).toBeVisible();
  await dialog.getByLabel('Amount to refund (€)').fill('1,50');
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(dialog.getByRole('status')).toContainText('Order cancelled');
  await expect(dialog.getByRole('status')).toContainText(`Refund of ${euroText('1.50')} made.`);
  await dialog.getByRole('button', { name: 'OK' }).click();
  // The Cancel order button is gone with the order's cancellation: the focus stays in the page's actions.
  await expect(panel(page, 'Actions').locator(':focus')).toHaveCount(1);

  const timeline = panel(page, 'Order history');
  await expect(timeline.getByRole('row').filter({ hasText: /Status: .+ → Cancelled/ })).toContainText(
    ADMIN_EMAIL,
  );
  await expect(
    timeline.getByRole('row').filter({ hasText: 'Payment: Paid → Partially refunded' }),
  ).toBeVisible();
  await expect(
    timeline.getByRole('row').filter({ hasText: `Refund of ${euroText('1.50')}: Completed` }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page, { tables: false });
  // The timeline reads down the phone's screen: its table does not scroll sideways.
  await expect
    .poll(() =>
      timeline
        .locator('[data-slot="table-container"]')
        .evaluate((container) => container.scrollWidth - container.clientWidth),
    )
    .toBeLessThanOrEqual(1);
  await expectNoSeriousA11yViolations(page);
});

test('keys: the shortcuts help lists the queue’s and the order page’s own keys, and each key runs its action', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const placed = await placeOrder(request, token, {
    first_name: 'Tasto',
    last_name: 'Scorciatoia',
    email: `tasto.${Date.now()}@example.test`,
  });
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/shop/orders');
  await expect(bodyRows(page).first()).toBeVisible({ timeout: 30_000 });
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await page.keyboard.press('?');
  await expect(help).toContainText('On this page');
  await expect(help).toContainText('j and k move through the orders, Enter opens the marked one.');
  await page.keyboard.press('Escape');

  await page.goto(`/shop/orders/view/${placed.uuid}`);
  const toProgress = mainArea(page).getByRole('button', { name: 'Move to In process' });
  await expect(toProgress).toHaveAttribute('aria-keyshortcuts', 'p');
  // The palette's help lists the page's actions with their keys.
  await page.keyboard.press('Control+k');
  await page.getByRole('option', { name: 'Keyboard shortcuts' }).click();
  await expect(help).toContainText('On this page');
  for (const text of ['Move to In process', 'Cancel order', 'Add a comment for the team']) {
    await expect(help.getByRole('definition').filter({ hasText: text })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // p asks the move's question, with the focus on its safe choice; c goes to the comment box.
  await page.keyboard.press('p');
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('In process');
  await expect(question.getByRole('button', { name: 'No', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await page.keyboard.press('c');
  await expect(mainArea(page).getByRole('textbox', { name: 'Add a comment for the team' })).toBeFocused();
});
