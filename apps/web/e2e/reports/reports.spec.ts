import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';

import { apiGet, apiPost, apiSignIn } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { defined } from '../support/checks';
import { DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD } from '../support/environment';
import { mainArea, shownDay, signIn } from '../support/ui';

test.describe.configure({ timeout: 60_000 });

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test('order data report: table, total, and both exports downloaded and read back', async ({
  page,
  request,
}) => {
  const from = day(-500);
  const to = day(1);
  // The same report over REST, to compare the screen and the files with.
  const token = await apiSignIn(request, DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD);
  const api = await apiPost<{ response: { total: number; reports: Array<{ id: number }> } }>(
    request,
    '/api/admin/reports/get-data',
    token,
    { date_from: from, date_to: to, type: 2 },
  );
  expect(api.response.total).toBeGreaterThan(0);
  const firstReport = defined(api.response.reports[0], 'the first report row');

  // Reports are for every active staff role: the demo chief agent here.
  await signIn(page, DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD);
  await page.goto('/reports/generate');
  const main = mainArea(page);
  const generate = main.getByRole('button', { name: 'Generate report' });
  const xls = main.getByRole('button', { name: 'Export to XLS' });
  const csv = main.getByRole('button', { name: 'Export to CSV' });
  await expect(generate).toBeDisabled();
  await expect(xls).toBeDisabled();
  await main.getByLabel('Report type').selectOption({ label: 'Order data' });
  await main.getByLabel('Date from').fill(shownDay(from));
  await main.getByLabel('Date to').fill(shownDay(to));
  await generate.click();
  await expect(main.getByTestId('report-total')).toHaveText(`Rows: ${api.response.total}`);
  const table = main.getByRole('table', { name: 'Reports' });
  await expect(table.getByRole('columnheader', { name: 'Fiscal code' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(Math.min(15, api.response.total) + 1);
  // The first body row is the report's first row: its order number in the second column.
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(String(firstReport.id));
  await expect(table.getByRole('cell', { name: /^\d+,\d{2} €$/ }).first()).toBeVisible();

  const xlsDownload = page.waitForEvent('download');
  await xls.click();
  const xlsFile = await xlsDownload;
  expect(xlsFile.suggestedFilename()).toBe(`report-order-data-${from}_${to}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsFile.path());
  const sheet = defined(workbook.worksheets[0], 'a worksheet');
  expect(sheet.rowCount).toBe(api.response.total + 1);
  expect(sheet.getRow(1).getCell(8).value).toBe('Fiscal code');
  expect(sheet.getRow(2).getCell(2).value).toBe(firstReport.id);

  const csvDownload = page.waitForEvent('download');
  await csv.click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toBe(`report-order-data-${from}_${to}.csv`);
  const text = readFileSync(await csvFile.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trim().split('\r\n');
  expect(lines).toHaveLength(api.response.total + 1);
  expect(lines[0]?.split(';')[1]).toBe('Order');
  expect(lines[1]?.split(';')[1]).toBe(String(firstReport.id));
});

test('discount codes report: the code is chosen from the discount code list; an empty range disables the exports', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD);
  const { data: codes } = await apiGet<{ data: Array<{ uuid: string; name: string }> }>(
    request,
    '/api/admin/discount-codes/get-list',
    token,
  );
  expect(codes.length).toBeGreaterThan(0);
  const names = codes.map((code) => code.name).sort((a, b) => a.localeCompare(b));
  const code = defined(
    codes.find((entry) => entry.name === names[0]),
    'the first discount code by name',
  );
  const from = day(-500);
  const to = day(1);
  const api = await apiPost<{ response: { total: number } }>(request, '/api/admin/reports/get-data', token, {
    date_from: from,
    date_to: to,
    type: 3,
    discount_code: code.uuid,
  });

  await signIn(page, DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD);
  await page.goto('/reports/generate');
  const main = mainArea(page);
  await main.getByLabel('Report type').selectOption({ label: 'Discount codes' });
  const select = main.getByLabel('Discount code');
  // Every code of the list call, by name, after the prompt.
  await expect(select.getByRole('option')).toHaveText(['Choose a discount code', ...names]);
  await main.getByLabel('Date from').fill('01.01.2001');
  await main.getByLabel('Date to').fill('31.01.2001');
  const generate = main.getByRole('button', { name: 'Generate report' });
  await expect(generate).toBeDisabled();
  await select.selectOption({ label: code.name });
  await generate.click();
  await expect(main.getByTestId('report-total')).toHaveText('Rows: 0');
  await expect(main.getByText('No rows for these settings.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Export to XLS' })).toBeDisabled();
  await expect(main.getByRole('button', { name: 'Export to CSV' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await main.getByLabel('Date from').fill(shownDay(from));
  await main.getByLabel('Date to').fill(shownDay(to));
  await generate.click();
  await expect(main.getByTestId('report-total')).toHaveText(`Rows: ${api.response.total}`);

  // The settings survive a reload (they are in the URL).
  await page.reload();
  await expect(main.getByLabel('Report type')).toHaveValue('3');
  await expect(main.getByLabel('Discount code')).toHaveValue(code.uuid);
  await expect(main.getByLabel('Date from')).toHaveValue(shownDay(from));
  await expect(main.getByLabel('Date to')).toHaveValue(shownDay(to));

  // A reversed range is refused under its field, in words, not in a dialog.
  await main.getByLabel('Date from').fill('01.02.2001');
  await main.getByLabel('Date to').fill('01.01.2001');
  await generate.click();
  await expect(main.getByLabel('Date to')).toHaveAccessibleDescription(/before|after|reversed/i);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
