import { defined, SystemRole } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';

import { appRoutes } from './routes/app-routes';
import { buildPath, breadcrumbTrail, canOpen, homeSections, isSectionActive, navSections } from './routing';

/** Spec 000, section 2: every menu target of the product. */
const MENU_TARGETS = [
  '/faq',
  '/cms/files',
  '/admin/blog',
  '/slider/slides',
  '/cms/source-files',
  '/cms/feedback/contacts',
  '/cms/variables/list',
  '/cms/stores/list',
  '/cms/static-pages/list',
  '/shop/offers',
  '/shop/options',
  '/shop/discount-codes',
  '/page-specific-faq',
  '/shop/orders',
  '/shop/other-settings',
  '/reports/generate',
  '/admin/delivery-parse',
  '/admin/users',
  '/settings/email-notifications',
  '/admin/offer-details/list',
];

const navPaths = (role: number) =>
  navSections(role, appRoutes).flatMap((section) => section.routes.map((route) => route.path));
const homePaths = (role: number) =>
  homeSections(role, appRoutes).flatMap((section) => section.routes.map((route) => route.path));
const route = (path: string) =>
  defined(
    appRoutes.find((candidate) => candidate.path === path),
    `the route ${path}`,
  );

describe('the route table', () => {
  it('declares every menu target of the spec, each in the sidebar', () => {
    const withNav = appRoutes.filter((candidate) => candidate.nav).map((candidate) => candidate.path);
    for (const target of MENU_TARGETS) expect(withNav, target).toContain(target);
  });

  it('declares each path once', () => {
    const paths = appRoutes.map((candidate) => candidate.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('points every breadcrumb parent at a declared route', () => {
    for (const { path, parent } of appRoutes) {
      if (parent)
        expect(
          appRoutes.find((entry) => entry.path === parent),
          path,
        ).toBeDefined();
    }
  });
});

describe('sidebar by role (spec 000, section 6)', () => {
  const everyone = [
    '/shop/discount-codes',
    '/page-specific-faq',
    '/shop/orders',
    '/shop/other-settings',
    '/reports/generate',
    '/admin/delivery-parse',
  ];
  const adminsOnly = [
    '/faq',
    '/cms/stores/list',
    '/shop/offers',
    '/shop/options',
    '/admin/users',
    '/settings/email-notifications',
    '/admin/offer-details/list',
  ];

  it('shows administrators the content, offers, extras and settings entries', () => {
    for (const role of [SystemRole.Admin, SystemRole.SuperAdmin]) {
      expect(navPaths(role)).toEqual(expect.arrayContaining([...everyone, ...adminsOnly]));
      expect(navSections(role, appRoutes).map((section) => section.group)).toEqual([
        'main',
        'content',
        'shop',
        'settings',
      ]);
    }
  });

  it('shows other roles the shop entries every user may open, and nothing of the admin blocks', () => {
    for (const role of [SystemRole.NoRole, SystemRole.ChiefAgent]) {
      // The company module is open to every user (sidebar and home).
      expect(navPaths(role)).toEqual(['/', '/company/list', ...everyone]);
    }
  });
});

describe('home cards by role', () => {
  it('keeps offers, extras and discount codes for administrators', () => {
    expect(homePaths(SystemRole.Admin)).toEqual(
      expect.arrayContaining(['/shop/offers', '/shop/options', '/shop/discount-codes']),
    );
    expect(homePaths(SystemRole.ChiefAgent)).not.toContain('/shop/discount-codes');
    expect(homePaths(SystemRole.ChiefAgent)).toEqual([
      '/company/list',
      '/page-specific-faq',
      '/shop/orders',
      '/shop/other-settings',
      '/reports/generate',
      '/admin/delivery-parse',
    ]);
  });

  it('has no card for the home page itself', () => {
    expect(homePaths(SystemRole.SuperAdmin)).not.toContain('/');
  });
});

describe('route helpers', () => {
  it('lets administrators alone open admin screens', () => {
    expect(canOpen('admin', SystemRole.ChiefAgent)).toBe(false);
    expect(canOpen('admin', SystemRole.Admin)).toBe(true);
    expect(canOpen('staff', SystemRole.NoRole)).toBe(true);
  });

  it('fills route patterns, dropping absent optional params', () => {
    expect(buildPath('/admin/edit-user/:uuid', { uuid: 'a b' })).toBe('/admin/edit-user/a%20b');
    expect(buildPath('/enter/login/:email?', {})).toBe('/enter/login');
    expect(buildPath('/enter/login/:email?', { email: 'a@b.it' })).toBe('/enter/login/a%40b.it');
  });

  it('builds breadcrumbs from Home through the parents', () => {
    const trail = breadcrumbTrail(route('/admin/edit-company/:uuid'), { uuid: 'c1' }, appRoutes);
    expect(trail.map((step) => step.href)).toEqual([
      '/',
      '/admin/users',
      '/admin/companies',
      '/admin/edit-company/c1',
    ]);
    expect(breadcrumbTrail(route('/'), {}, appRoutes).map((step) => step.href)).toEqual(['/']);
    expect(
      breadcrumbTrail(route('/company/employee/list/:company_uuid'), { company_uuid: 'k' }, appRoutes).map(
        (step) => step.href,
      ),
    ).toEqual(['/', '/company/list', '/company/edit/k', '/company/employee/list/k']);
  });

  it('marks a section active on its sub-pages, and home on itself only', () => {
    expect(isSectionActive(route('/shop/orders'), '/shop/orders/view/9')).toBe(true);
    expect(isSectionActive(route('/shop/orders'), '/shop/ordersx')).toBe(false);
    expect(isSectionActive(route('/'), '/shop/orders')).toBe(false);
  });
});
