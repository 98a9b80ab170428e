import { expect, type Page } from '@playwright/test';

/**
 * A form control by its label. Labels of required fields end with a '*' that screen readers skip
 * but Playwright's label text includes, hence the pattern.
 */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\*?$`));
}

/** Signs in through the login screen and waits for the home page. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/enter/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/');
}

/** Logs out through /enter/logout and waits for the login screen. */
export async function logOut(page: Page): Promise<void> {
  await page.goto('/enter/logout');
  await expect(page).toHaveURL('/enter/login');
}

/** The spec's alert dialog ('Error!', 'Success!'...): checks its texts and dismisses it. */
export async function dismissAlert(page: Page, title: string | RegExp, text: string | RegExp): Promise<void> {
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByRole('heading', { name: title })).toBeVisible();
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
export const mainArea = (page: Page) => page.getByRole('main');
/** A YYYY-MM-DD day as the app shows it in text and date fields (DD.MM.YYYY). */
export const shownDay = (isoDay: string) => isoDay.split('-').reverse().join('.');

/**
 * Types into the list's search box and waits until the list has taken the text into its URL (the
 * box is debounced), so a click that follows lands on the filtered rows, not in the middle of the
 * update.
 */
export async function searchList(page: Page, text: string): Promise<void> {
  await mainArea(page).getByRole('searchbox').fill(text);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === text);
}

/** A success toast (successes are toasts, docs/decisions.md): checks its title and text, then closes it. */
export async function expectToast(page: Page, title: string | RegExp, text: string | RegExp): Promise<void> {
  const toast = page.locator('[data-slot="toast"]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast.locator('[data-slot="toast-title"]')).toHaveText(title);
  await toast.getByRole('button').last().click();
  await expect(toast).toBeHidden();
}

/** The page fits the viewport's width: nothing but a table's own scroller goes sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
