import { type LucideIcon } from 'lucide-react';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

import { type ResourcePageDefinition, type ResourcePaths } from '../../components/resource';
import { type AppMessageId } from '../../i18n';

/**
 * Who may open a route:
 * - public: the access screens, shown without the shell and without a session;
 * - staff: every active user;
 * - admin: administrators and super administrators (roles 2 and 3).
 */
export type RouteAccess = 'public' | 'staff' | 'admin';

/** Sidebar groups, in display order; `main` has no heading. */
export const NAV_GROUPS = ['main', 'content', 'shop', 'settings'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** Headings of the sidebar groups and home sections. */
export const NAV_GROUP_TITLE_IDS = {
  main: null,
  content: 'nav.group.content',
  shop: 'nav.group.shop',
  settings: 'nav.group.settings',
} as const satisfies Record<NavGroup, AppMessageId | null>;

export type NavBadge = 'newOrders';

export interface AppRoute {
  /** wouter pattern, e.g. '/admin/edit-user/:uuid' or '/enter/login/:email?'. */
  path: string;
  /** A code-split screen; it reads its params with wouter's `useParams`. */
  component: LazyExoticComponent<ComponentType>;
  access: RouteAccess;
  /** Page title, breadcrumb label, menu entry and home card title. */
  titleId: AppMessageId;
  /** Path of the route one level up in the breadcrumbs (params filled from this route's); Home comes first anyway. */
  parent?: string;
  /** An entry of the sidebar, in table order within its group. */
  nav?: { group: NavGroup; icon: LucideIcon; badge?: NavBadge };
  /** A card on the home page; its access can be stricter than the route's (spec 000, section 6). */
  home?: { descriptionId: AppMessageId; access?: Exclude<RouteAccess, 'public'> };
}

/** A screen loaded on first visit, from its own chunk. */
const lazyScreen = (load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> =>
  lazy(async () => ({ default: await load() }));

/** The route of a screen of its own (not a resource's), declared in one object. */
export function screenRoute({
  screen,
  ...route
}: Omit<AppRoute, 'component'> & {
  /** The screen from its module: `() => import('./users-page').then((module) => module.UsersPage)`. */
  screen: () => Promise<ComponentType>;
}): AppRoute {
  return { ...route, component: lazyScreen(screen) };
}

/**
 * One resource's screens, declared once: its paths, who may open them, their titles, its menu entry,
 * home card or parent, and its page definition, loaded on first visit (each resource keeps its own
 * chunk). The list gets the menu entry; when the forms are pages, create and edit sit one level under
 * the list.
 */
export function resourceRoutes<TRow>(resource: {
  paths: ResourcePaths;
  page: () => Promise<ResourcePageDefinition<TRow>>;
  /** Form pages of the resource's own instead of the generic ones (the discount code's action block). */
  formScreens?: { Create: () => Promise<ComponentType>; Edit: () => Promise<ComponentType> };
  access: Exclude<RouteAccess, 'public'>;
  titleIds: { list: AppMessageId; create?: AppMessageId; edit?: AppMessageId };
  nav?: AppRoute['nav'];
  home?: AppRoute['home'];
  /** The route one level up, for a list reached from another screen (a tab). */
  parent?: string;
}): AppRoute[] {
  const { paths, access, titleIds } = resource;
  if (paths.create && !paths.edit) throw new Error(`${paths.create}: a create page needs an edit page`);
  // The resource screens load with the page, never with the route table.
  const screens = async () => {
    const [{ resourceScreens }, definition] = await Promise.all([
      import('../../components/resource/resource-pages'),
      resource.page(),
    ]);
    return resourceScreens(definition, paths);
  };
  const form = (path: string | undefined, titleId: AppMessageId | undefined, pick: 'Create' | 'Edit') => {
    if (!path) return [];
    if (!titleId) throw new Error(`${path}: a ${pick} route needs its title`);
    return [
      {
        path,
        component: lazyScreen(resource.formScreens?.[pick] ?? (async () => (await screens())[pick])),
        access,
        titleId,
        parent: paths.list,
      },
    ];
  };
  return [
    {
      path: paths.list,
      component: lazyScreen(async () => (await screens()).List),
      access,
      titleId: titleIds.list,
      ...(resource.nav ? { nav: resource.nav } : {}),
      ...(resource.home ? { home: resource.home } : {}),
      ...(resource.parent ? { parent: resource.parent } : {}),
    },
    ...form(paths.create, titleIds.create, 'Create'),
    ...form(paths.edit, titleIds.edit, 'Edit'),
  ];
}
