import { expect, test } from '@playwright/test';

import { apiGet, apiPost, apiSignIn, createActiveUser } from '../support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { mainArea, sidebar, signIn } from '../support/ui';

test('switches to Italian and keeps the choice across a reload', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.getByLabel('Language').selectOption('it');
  const italianMenu = page.getByRole('navigation', { name: 'Menu principale' });
  await expect(italianMenu.getByRole('link', { name: 'Gestione ordini' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.reload();
  await expect(italianMenu.getByRole('link', { name: 'Gestione ordini' })).toBeVisible();
  await expect(mainArea(page).getByRole('heading', { name: 'Gestione contenuti' })).toBeVisible();
  await page.getByLabel('Lingua').selectOption('en');
  await expect(sidebar(page).getByRole('link', { name: 'Order management' })).toBeVisible();
});

test('shows the number of new orders beside order management', async ({ page, request }) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { data: count } = await apiGet<{ data: number }>(
    request,
    '/api/web-api/order/get-new-orders-length',
    token,
  );
  expect(count).toBeGreaterThan(0);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const orders = sidebar(page).getByRole('link', { name: 'Order management' });
  await expect(orders).toHaveAccessibleDescription(`${count} new orders`);
  await expect(sidebar(page).getByText(String(count), { exact: true })).toBeVisible();
});

test('opens a screen for every menu target, named in the document title, with breadcrumbs home', async ({
  page,
}) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(sidebar(page).getByRole('link', { name: 'Order management' })).toBeVisible();
  const hrefs = await sidebar(page)
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  const targets = hrefs.filter((href) => href !== '/');
  expect(targets.length).toBeGreaterThan(20);
  // A budget per screen: 25 screens took 38 s alone and 108 s beside the order specs on 2 cores.
  test.setTimeout(30_000 + targets.length * 8_000);
  for (const href of targets) {
    await page.goto(href);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, href).toBeVisible();
    await expect(page).toHaveTitle(`${(await heading.textContent()) ?? ''} · Mobile back office`);
  }
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await crumbs.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
});

test('says so at an address that has no page', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('shows who the administrator acts as, and goes back to their own session', async ({ page, request }) => {
  const agent = await createActiveUser(request, 'impersonated');
  const adminToken = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { session_uuid: actingToken } = await apiPost<{ session_uuid: string }>(
    request,
    '/api/admin/login-on-user-session',
    adminToken,
    {
      email: agent.email,
    },
  );
  await page.addInitScript(
    ({ acting, own }) => {
      // Only on the first load: the app changes the keys itself afterwards.
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('oldSession', acting);
      localStorage.setItem('oldSession:own', own);
    },
    { acting: actingToken, own: adminToken },
  );
  await page.goto('/');
  await expect(page.getByText(`You are acting as ${agent.email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Back to my session' }).click();
  await expect(page).toHaveURL('/admin/users');
  await expect(page.getByRole('button', { name: `Account of ${ADMIN_EMAIL}` })).toBeVisible();
  await expect(page.getByText(/You are acting as/)).toHaveCount(0);
  const answer = await request.get('/api/account/enter/current-session', {
    headers: { 'x-session-token': actingToken },
  });
  expect(answer.status()).toBe(401);
});
