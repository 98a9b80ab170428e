import { StoreIcon } from 'lucide-react';

import { type AppRoute, resourceRoutes, screenRoute } from '../../app/routes/route-types';
import { STORE_IMPORT_PATH, STORE_PATHS } from './paths';

/** The stores (spec 002 §2.8): the resource's screens and the CSV import beside them. */
export const storeRoutes: AppRoute[] = [
  ...resourceRoutes({
    paths: STORE_PATHS,
    page: async () => (await import('./stores')).storesPage,
    access: 'admin',
    titleIds: { list: 'route.stores', create: 'route.storeCreate', edit: 'route.storeEdit' },
    nav: { group: 'content', icon: StoreIcon },
    home: { descriptionId: 'home.card.stores' },
  }),
  screenRoute({
    path: STORE_IMPORT_PATH,
    screen: () => import('./store-import-page').then((module) => module.StoreImportPage),
    access: 'admin',
    titleId: 'route.storeImport',
    parent: STORE_PATHS.list,
  }),
];
