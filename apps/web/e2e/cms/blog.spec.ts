import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectToast, field, mainArea, signIn } from '../support/ui';

// A long flow with an upload and an axe scan: the suite shares two cores with the server it drives.
test.describe.configure({ timeout: 90_000 });

const WIDE_PNG = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'server',
  'test',
  'files',
  'fixtures',
  'blog-1365x505.png',
);

test('blog: a post with an uploaded image, its download and copy link, and the SEO URL from the name', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/admin/blog');
  await mainArea(page).getByRole('link', { name: 'Add post' }).click();
  await expect(page).toHaveURL('/admin/blog/create');

  // Spec 4: a new post is dated today and published.
  await expect(field(page, 'Date')).not.toHaveValue('');
  await expect(page.getByRole('switch', { name: 'Publish' })).toBeChecked();

  const title = `Nuove offerte ${Date.now()}`;
  await field(page, 'Name').fill(title);
  await expect(field(page, 'SEO URL')).toHaveValue(`nuove-offerte-${title.split(' ')[2]}`);
  await field(page, 'Card design').selectOption('Orange');
  await page.getByLabel('Wide image', { exact: true }).setInputFiles({
    name: 'wide.png',
    mimeType: 'image/png',
    buffer: readFileSync(WIDE_PNG),
  });
  await expect(mainArea(page).getByRole('button', { name: 'Download file' }).first()).toBeVisible();
  await field(page, 'Wide image alt text').fill('Wide banner');
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Tante novità.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', /created/i);
  await expect(page).toHaveURL('/admin/blog');

  await mainArea(page).getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/edit\/[0-9a-f-]{36}$/);
  await expect(field(page, 'Card design')).toHaveValue('Orange');
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await mainArea(page).getByRole('button', { name: 'Download file' }).first().click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
  await mainArea(page).getByRole('button', { name: 'Copy link' }).first().click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/storage\/app\/public\/uploads\/blog\/.+\.png$/,
  );
});
