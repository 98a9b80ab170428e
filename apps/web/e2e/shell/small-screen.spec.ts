import { expect, type Page, test } from '@playwright/test';

import { signInAsAdmin } from '../admin/admin-helpers';
import { createActiveUser } from '../support/api';
import { boxOf } from '../support/checks';
import { mainArea, sidebar } from '../support/ui';

// A phone: 390 x 844 CSS pixels.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

/** Nothing on the page is wider than the window (no sideways scrolling). */
async function expectNoHorizontalOverflow(page: Page, screen: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    inner: window.innerWidth,
    // The widest elements, to name the culprit when it fails.
    culprits: [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element) => !element.closest('[data-state="closed"], table, [data-slot="table-container"]'))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)}`),
  }));
  expect(widths.scroll, `${screen}: ${widths.culprits.join(' | ')}`).toBeLessThanOrEqual(widths.inner);
}

/** A dialog lies entirely inside the window. */
async function expectDialogFits(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // Measured once its opening animation (a zoom and slide) has ended, where it comes to rest.
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  const box = await boxOf(dialog);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
}

test('the main screens fit 390 px: no sideways scrolling, the menu behind a button, dialogs inside', async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request, 'small-screen');
  await signInAsAdmin(page);

  // The sidebar collapses to a menu button that opens and closes it.
  await expect(sidebar(page)).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Open the menu' });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  await expect(sidebar(page)).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Users management' }).click();
  await expect(page).toHaveURL('/admin/users');
  await expect(sidebar(page)).toBeHidden();

  const screens: [string, string][] = [
    ['/', 'home'],
    ['/admin/users', 'users list'],
    [`/admin/edit-user/${user.userUuid}`, 'user edit'],
    ['/admin/companies', 'companies'],
    ['/company/list', 'my companies'],
    ['/cms/stores/list', 'stores list'],
    ['/admin/blog', 'blog list'],
    ['/admin/blog/create', 'blog form'],
  ];
  for (const [path, screen] of screens) {
    await page.goto(path);
    await expect(mainArea(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(mainArea(page).locator('[data-slot="skeleton"]')).toHaveCount(0);
    await expectNoHorizontalOverflow(page, screen);
  }

  // Dialogs: the command palette, the saved-views name prompt and the shortcuts list.
  await page.goto('/admin/users');
  await expect(mainArea(page).getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expectDialogFits(page, 'Command palette');
  await page.keyboard.press('Escape');
  await page.locator('[data-slot="saved-views-trigger"]').click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  await expectDialogFits(page, 'Save the current filters, search and sort');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Shift+?');
  await expectDialogFits(page, 'Keyboard shortcuts');
});
