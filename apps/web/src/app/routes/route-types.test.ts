import { HouseIcon } from 'lucide-react';

import { defined } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';

import { appRoutes } from './app-routes';
import { resourceRoutes } from './route-types';

/** Route declarations only: no screen is rendered, so the page never loads. */
const page = () => new Promise<never>(() => undefined);

describe('resourceRoutes', () => {
  it('declares the list with its menu entry, and the forms one level under it', () => {
    const routes = resourceRoutes({
      paths: { list: '/things', create: '/things/create', edit: '/things/edit/:uuid' },
      page,
      access: 'admin',
      titleIds: { list: 'route.blog', create: 'cms.route.blogCreate', edit: 'cms.route.blogEdit' },
      nav: { group: 'content', icon: HouseIcon },
    });
    expect(routes.map(({ path, titleId, parent, access }) => ({ path, titleId, parent, access }))).toEqual([
      { path: '/things', titleId: 'route.blog', parent: undefined, access: 'admin' },
      { path: '/things/create', titleId: 'cms.route.blogCreate', parent: '/things', access: 'admin' },
      { path: '/things/edit/:uuid', titleId: 'cms.route.blogEdit', parent: '/things', access: 'admin' },
    ]);
    expect(routes[0]?.nav?.group).toBe('content');
    expect(defined(routes[1], 'the create route').nav).toBeUndefined();
  });

  it('declares only the list of a resource edited in dialogs, under the screen it is a tab of', () => {
    const routes = resourceRoutes({
      paths: { list: '/things/categories' },
      page,
      access: 'staff',
      titleIds: { list: 'cms.route.faqCategories' },
      parent: '/things',
    });
    expect(routes).toHaveLength(1);
    expect(routes[0]).toMatchObject({ path: '/things/categories', parent: '/things' });
  });

  it('refuses a form path without its title', () => {
    expect(() =>
      resourceRoutes({
        paths: { list: '/things', create: '/things/create', edit: '/things/edit/:uuid' },
        page,
        access: 'admin',
        titleIds: { list: 'route.blog', edit: 'cms.route.blogEdit' },
      }),
    ).toThrow('/things/create: a Create route needs its title');
  });

  it('refuses a create page without an edit page: the forms are pages or dialogs, not one of each', () => {
    expect(() =>
      resourceRoutes({
        paths: { list: '/things', create: '/things/create' },
        page,
        access: 'admin',
        titleIds: { list: 'route.blog', create: 'cms.route.blogCreate' },
      }),
    ).toThrow('/things/create: a create page needs an edit page');
  });
});

describe('the app route table', () => {
  it('declares each path once', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });
});
