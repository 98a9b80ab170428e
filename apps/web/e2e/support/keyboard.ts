import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a yes/no confirmation from `opener` by keyboard and checks that it holds the focus as a modal
 * question must: the safe choice focused on open, Tab and Shift+Tab kept inside, Escape closing it
 * with the focus back on the opener.
 */
export async function expectConfirmationByKeyboard(
  page: Page,
  opener: Locator,
  labels: { safe: string; confirm: string } = { safe: 'No', confirm: 'Yes' },
): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog');
  await expect(question).toBeVisible();
  const safe = question.getByRole('button', { name: labels.safe, exact: true });
  const confirm = question.getByRole('button', { name: labels.confirm, exact: true });
  await expect(safe).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(safe).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(opener).toBeFocused();
}
