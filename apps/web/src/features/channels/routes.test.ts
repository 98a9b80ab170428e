import { defined, SystemRole } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';

import { appRoutes } from '../../app/routes/app-routes';
import { breadcrumbTrail, navSections } from '../../app/routing';
import { CHANNEL_PATHS, deliveriesPath } from './paths';

const navPaths = (role: number) =>
  navSections(role, appRoutes).flatMap((section) => section.routes.map((route) => route.path));

describe('the channels screens', () => {
  it('are in the settings group for administrators only', () => {
    const entries = [CHANNEL_PATHS.apiKeys, CHANNEL_PATHS.webhooks, CHANNEL_PATHS.emailLog];
    const settings = navSections(SystemRole.Admin, appRoutes).find((section) => section.group === 'settings');
    expect(settings?.routes.map((route) => route.path)).toEqual(expect.arrayContaining(entries));
    for (const path of entries) expect(navPaths(SystemRole.ChiefAgent)).not.toContain(path);
    for (const path of Object.values(CHANNEL_PATHS)) {
      expect(appRoutes.find((route) => route.path === path)?.access, path).toBe('admin');
    }
  });

  it('lead from an endpoint to its deliveries, one level under the webhooks', () => {
    expect(deliveriesPath('e 1')).toBe('/settings/webhooks/e%201/deliveries');
    const route = defined(
      appRoutes.find((candidate) => candidate.path === CHANNEL_PATHS.deliveries),
      'the deliveries route',
    );
    expect(breadcrumbTrail(route, { uuid: 'e1' }, appRoutes).map((step) => step.href)).toEqual([
      '/',
      '/settings/webhooks',
      '/settings/webhooks/e1/deliveries',
    ]);
  });
});
