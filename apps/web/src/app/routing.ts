import { isAdminRole } from '@backoffice/shared';

import { HOME_PATH } from './paths';
import { type AppRoute, NAV_GROUPS, type NavGroup, type RouteAccess } from './routes/route-types';

/** Whether a signed-in, active user of this role may open a screen of this access level. */
export function canOpen(access: RouteAccess, systemRole: number): boolean {
  return access !== 'admin' || isAdminRole(systemRole);
}

/** Fills a route pattern; a missing optional param drops its segment (`/enter/login/:email?` -> `/enter/login`). */
export function buildPath(
  pattern: string,
  params: Readonly<Record<string, string | undefined>> = {},
): string {
  const path = pattern.replace(/\/:(\w+)(\?)?/g, (segment, name: string, optional: string | undefined) => {
    const value = params[name];
    if (value === undefined || value === '') return optional ? '' : segment;
    return `/${encodeURIComponent(value)}`;
  });
  return path === '' ? HOME_PATH : path;
}

export interface TrailStep {
  route: AppRoute;
  href: string;
}

/** Home, the route's ancestors (by `parent`) and the route itself, with their links. */
export function breadcrumbTrail(
  route: AppRoute,
  params: Readonly<Record<string, string | undefined>>,
  table: readonly AppRoute[],
): TrailStep[] {
  const byPath = (path: string) => table.find((candidate) => candidate.path === path);
  const trail: TrailStep[] = [];
  const visited = new Set<string>();
  for (let step: AppRoute | undefined = route; step && !visited.has(step.path);) {
    visited.add(step.path);
    trail.unshift({ route: step, href: buildPath(step.path, params) });
    step = step.path === HOME_PATH ? undefined : byPath(step.parent ?? HOME_PATH);
  }
  return trail;
}

export interface RouteSection {
  group: NavGroup;
  routes: AppRoute[];
}

function sections(table: readonly AppRoute[], include: (route: AppRoute) => boolean): RouteSection[] {
  return NAV_GROUPS.map((group) => ({
    group,
    routes: table.filter((route) => route.nav?.group === group && include(route)),
  })).filter((section) => section.routes.length > 0);
}

/** The sidebar for a role: its groups in order, each with the entries the role may open. */
export function navSections(systemRole: number, table: readonly AppRoute[]): RouteSection[] {
  return sections(table, (route) => canOpen(route.access, systemRole));
}

/** The home cards for a role, grouped like the sidebar. */
export function homeSections(systemRole: number, table: readonly AppRoute[]): RouteSection[] {
  return sections(
    table,
    (route) =>
      route.home !== undefined &&
      canOpen(route.access, systemRole) &&
      canOpen(route.home.access ?? route.access, systemRole),
  );
}

/** Whether the sidebar entry of `route` is the current section (`/shop/orders` is active on `/shop/orders/view/1`). */
export function isSectionActive(route: AppRoute, location: string): boolean {
  if (route.path === HOME_PATH) return location === HOME_PATH;
  return location === route.path || location.startsWith(`${route.path}/`);
}
