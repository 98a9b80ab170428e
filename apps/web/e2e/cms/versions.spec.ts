import { randomUUID } from 'node:crypto';

import { expect, test } from '@playwright/test';

import { signInAsAdmin } from '../admin/admin-helpers';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiPost, apiSignIn } from '../support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { expectNoSidewaysScroll, expectToast, field, mainArea } from '../support/ui';

// Long flows with axe scans: the suite shares two cores with the server it drives.
test.describe.configure({ timeout: 90_000 });

/** A static page saved twice through the API: versions 1 and 2. Its uuid. */
async function pageWithTwoVersions(request: Parameters<typeof apiSignIn>[0]) {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const page = {
    publish: 1,
    page_title: 'Terms of sale',
    content: '<p>Delivery within five days.</p>',
    url: `terms-${randomUUID().slice(0, 8)}`,
    dont_index_page: 0,
    dont_show_sitemap: 0,
  };
  const { response: uuid } = await apiPost<{ response: string }>(
    request,
    '/api/admin/create-static-page',
    token,
    page,
  );
  await apiPost(request, '/api/admin/update-static-page', token, {
    ...page,
    uuid,
    page_title: 'Terms of sale 2027',
    content: '<p>Delivery within three days.</p>',
  });
  return uuid;
}

test('an administrator compares two versions of a page and restores the first, by keyboard, with undo', async ({
  page,
  request,
}) => {
  const uuid = await pageWithTwoVersions(request);
  await signInAsAdmin(page);
  await page.goto(`/cms/static-pages/edit/${uuid}`);
  const versions = page.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await expect(versions.getByRole('listitem').first()).toContainText('Version 2');
  await expect(versions.getByRole('listitem').first()).toContainText('page title');

  // Compare: the last two versions are chosen already.
  await expect(field(page, 'Compare version')).toHaveValue('1');
  await expect(field(page, 'with version')).toHaveValue('2');
  await page.getByRole('button', { name: 'Compare' }).focus();
  await page.keyboard.press('Enter');
  const compared = page.getByRole('dialog', { name: 'Version 1 and version 2' });
  await expect(compared.getByRole('heading', { name: 'page title' })).toBeVisible();
  await expect(compared.locator('ins').filter({ hasText: '2027' })).toBeVisible();
  await expect(compared.locator('del').filter({ hasText: 'five' })).toBeVisible();
  await expect(compared.locator('ins').filter({ hasText: 'three' })).toBeVisible();
  // Rich text reads as its words: no markup in the comparison.
  await expect(compared).not.toContainText('<p>');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(compared).toBeHidden();

  // Restore version 1: asked first, the question takes the focus.
  await page.getByRole('button', { name: 'Restore version 1' }).focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog', { name: 'Restore version 1?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Restore' }).click();
  await expect(versions.getByRole('listitem').first()).toContainText('Version 3');
  await expect(versions.getByRole('listitem').first()).toContainText('Restored from version 1');
  await expect(field(page, 'Page title')).toHaveValue('Terms of sale');

  // Undo restores what was current before: version 2's values, as version 4.
  const toast = page.locator('[data-slot="toast"]').filter({ hasText: 'Version 1 restored as version 3.' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(versions.getByRole('listitem').first()).toContainText('Version 4');
  await expect(field(page, 'Page title')).toHaveValue('Terms of sale 2027');
  await expectNoSeriousA11yViolations(page);

  // What was live at a moment: now, the latest version.
  const now = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Rome',
    dateStyle: 'short',
    timeStyle: 'short',
  })
    .format(new Date(Date.now() + 60_000))
    .replace(' ', 'T');
  await field(page, 'What was live at').fill(now);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(mainArea(page)).toContainText('Version 4 was live.');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download version 4' }).click();
  expect((await download).suggestedFilename()).toBe(`StaticPage-${uuid}-v4.json`);
});

test('an administrator schedules a change, is refused a past time under the field, sees it in the list and cancels it; Italian on a phone', async ({
  page,
  request,
}) => {
  const uuid = await pageWithTwoVersions(request);
  await signInAsAdmin(page);
  await page.goto(`/cms/static-pages/edit/${uuid}`);
  const panel = page.getByRole('heading', { name: 'Scheduled changes' });
  await expect(panel).toBeVisible();
  await field(page, 'Change').selectOption('unpublish');
  await field(page, 'At').fill('2020-01-01T10:00');
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Choose a time in the future')).toBeVisible();
  await expect(field(page, 'At')).toBeFocused();

  await field(page, 'At').fill('2099-07-01T12:00');
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expectToast(page, 'Success', /Change scheduled for/);
  const scheduled = page.getByRole('list', { name: 'Scheduled changes' });
  await expect(scheduled.getByRole('listitem')).toHaveCount(1);
  await expect(scheduled).toContainText('Unpublish');
  await expect(scheduled).toContainText('Pending');
  await expect(scheduled).toContainText('12:00');

  // The list shows what is scheduled, and so does the page of every scheduled change.
  await page.goto('/cms/static-pages/list?q=Terms%20of%20sale%202027');
  await expect(mainArea(page).getByRole('columnheader', { name: 'Scheduled' })).toBeVisible();
  await expect(mainArea(page)).toContainText(/Unpublish .*2099/);
  await page.goto('/content/schedules');
  const all = page.getByRole('list', { name: 'Scheduled changes' });
  const mine = all.getByRole('listitem').filter({ hasText: 'Terms of sale 2027' }).first();
  await expect(mine).toContainText('Static page');
  await expectNoSeriousA11yViolations(page);
  await mine.getByRole('button', { name: /Cancel the change at/ }).click();
  const question = page.getByRole('alertdialog', { name: 'Cancel this scheduled change?' });
  await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await question.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expectToast(page, 'Success', 'Scheduled change cancelled.');

  await page.goto(`/cms/static-pages/edit/${uuid}`);
  await expect(page.getByRole('list', { name: 'Scheduled changes' })).toContainText('Cancelled');
  await page.getByRole('combobox', { name: /Language/ }).selectOption('it');
  await expect(page.getByRole('heading', { name: 'Versioni' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Modifiche programmate' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('a long text keeps a draft as the person types, offered back after a reload, never published', async ({
  page,
  request,
}) => {
  const uuid = await pageWithTwoVersions(request);
  await signInAsAdmin(page);
  await page.goto(`/cms/static-pages/edit/${uuid}`);
  await field(page, 'Page title').fill('Terms of sale, draft');
  await expect(page.getByText(/Draft saved at/)).toBeVisible();
  await page.reload();
  await expect(field(page, 'Page title')).toHaveValue('Terms of sale 2027');
  await expect(page.getByText(/You have an unsaved draft of this record/)).toBeVisible();
  await page.getByRole('button', { name: 'Resume the draft' }).click();
  await expect(field(page, 'Page title')).toHaveValue('Terms of sale, draft');
  // Not saved: the versions are still the two saves.
  await expect(page.getByRole('list', { name: 'Versions' }).getByRole('listitem')).toHaveCount(2);
});
