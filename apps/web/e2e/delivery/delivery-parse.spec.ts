import { expect, test } from '@playwright/test';

import { apiPost, apiSignIn } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD } from '../support/environment';
import { dismissAlert, mainArea, signIn } from '../support/ui';

test.describe.configure({ timeout: 60_000 });

test('tracking tool: preview the failed orders, then load the valid rows', async ({ page, request }) => {
  const token = await apiSignIn(request, DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD);
  const orders = await apiPost<{ response: { reports: Array<{ id: number }> } }>(
    request,
    '/api/admin/reports/get-data',
    token,
    {
      date_from: '2000-01-01',
      date_to: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      type: 2,
    },
  );
  const [first, second] = orders.response.reports.slice(-2).map((row) => row.id);
  const stamp = Date.now();
  const file = [
    'order_id,tracking,tracking_link',
    `${first},E2E-${stamp}-1,https://track.example/1`,
    `${second},E2E-${stamp}-2,https://track.example/2`,
    `99999999,E2E-X,https://track.example/x`,
    `${first},,https://track.example/3`,
  ].join('\n');

  await signIn(page, DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD);
  await page.goto('/admin/delivery-parse');
  const main = mainArea(page);
  await main
    .getByLabel('CSV file')
    .setInputFiles({ name: 'tracking.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(main.getByTestId('delivery-success')).toHaveText('Successfully parsed orders: 2');
  await expect(main.getByTestId('delivery-failed')).toHaveText('Failed orders: 2');
  const table = main.getByRole('table');
  await expect(table.getByRole('row', { name: '99999999 Order not found' })).toBeVisible();
  await expect(table.getByRole('row', { name: `${first} Tracking is empty` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('button', { name: 'Load into the database' }).click();
  await dismissAlert(page, 'Success', 'Orders changed successfully');

  // Loaded: the same file now finds the tracking already set, and the orders carry it.
  const check = await request.post('/api/admin/upload-csv-delivery-files', {
    headers: { 'x-tenant': 'null', 'x-session-token': token },
    multipart: {
      loadToDb: 'false',
      file: { name: 't.csv', mimeType: 'text/csv', buffer: Buffer.from(file) },
    },
  });
  expect(((await check.json()) as { response: { successCount: number } }).response.successCount).toBe(2);
});

test('a file that is not CSV text shows "There is a problem with the CSV file"', async ({ page }) => {
  await signIn(page, DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD);
  await page.goto('/admin/delivery-parse');
  await mainArea(page)
    .getByLabel('CSV file')
    .setInputFiles({
      name: 'x.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2]),
    });
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('There is a problem with the CSV file');
});
