import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { signInAsAdmin } from '../admin/admin-helpers';
import { apiGet, apiSignIn } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { mainArea } from '../support/ui';

test.describe.configure({ timeout: 90_000 });

/** 2,000 stores with coordinates, 3 without (geocoded), 2 that cannot be loaded. */
function bigFile(tag: string) {
  const lines = ['store_name,address,latitude,longitude,status'];
  for (let i = 0; i < 2000; i += 1) lines.push(`E2E ${tag} ${i},"Via Roma ${i}, Torino",45.07,7.68,1`);
  lines.push(`E2E ${tag} geo 1,"Via Toledo 1, Napoli",,,1`);
  lines.push(`E2E ${tag} geo 2,"Piazza del Duomo 1, Milano (MI)",,,0`);
  lines.push(`E2E ${tag} geo 3,"Via Verdi 3, Moncalieri, TO",,,1`);
  lines.push(`E2E ${tag} nowhere,"Via Nowhere 1, Atlantis",,,1`);
  lines.push(`,"Via Roma 1, Torino",45,7,1`);
  return lines.join('\n');
}

test('store import: example file, preview, load with progress, counts and rejected rows', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await page.goto('/cms/stores/import');
  const main = mainArea(page);
  await expect(main.getByRole('heading', { name: 'Import stores' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The example file is offered for download, and is itself a valid import.
  const exampleDownload = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download the example file' }).click();
  const example = await exampleDownload;
  expect(example.suggestedFilename()).toBe('stores-example.csv');
  const exampleText = readFileSync(await example.path(), 'utf8');
  expect(exampleText).toContain('store_name;address;latitude;longitude;status');

  await main.getByLabel('CSV file').setInputFiles({
    name: 'stores.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(bigFile('run')),
  });
  await expect(main.getByTestId('preview-rows')).toHaveText('2005');
  await expect(main.getByTestId('preview-placed')).toHaveText('2003');
  await expect(main.getByTestId('preview-geocodes')).toHaveText('3');
  await expect(main.getByTestId('preview-errors')).toHaveText('2');
  await expect(
    main.getByRole('cell', { name: 'The address could not be found: try a different one' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('button', { name: 'Load into the database' }).click();
  // The progress bar and 'current of end' until the job is done, then the counts.
  await expect(main.getByRole('progressbar').first()).toBeVisible();
  await expect(main.getByTestId('import-progress')).toHaveText('2005 of 2005', { timeout: 60_000 });
  await expect(main.getByTestId('result-added')).toHaveText('2003');
  await expect(main.getByTestId('result-not-added')).toHaveText('2');
  await expect(main.getByTestId('result-geocoded')).toHaveText('3');
  await expectNoSeriousA11yViolations(page);

  // The same counts from the progress call, as another channel would read them.
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const progress = await apiGet<{ data: { current: number; end: number; details: Record<string, number> } }>(
    request,
    '/api/admin/upload-csv-sales-points/progress',
    token,
  );
  expect(progress.data).toMatchObject({
    current: 2005,
    end: 2005,
    details: { rowCount: 2005, successCount: 2003, successGeocodes: 3, errorCount: 2 },
  });

  const rejectedDownload = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download the rows not added (CSV)' }).click();
  const rejected = readFileSync(await (await rejectedDownload).path(), 'utf8');
  expect(rejected.charCodeAt(0)).toBe(0xfeff);
  const lines = rejected.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('line;store_name;address;latitude;longitude;status;reason');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain('E2E run nowhere');
  expect(lines[1]).toContain('The address could not be found: try a different one');
  expect(lines[2]).toContain('store_name is empty');
});

test('a file that is not CSV is refused with the spec message', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/cms/stores/import');
  await mainArea(page)
    .getByLabel('CSV file')
    .setInputFiles({ name: 'stores.csv', mimeType: 'text/csv', buffer: Buffer.from('name;city\nA;B\n') });
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('There is a problem with the CSV file');
});
