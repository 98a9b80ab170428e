import { ShoppingCartIcon } from 'lucide-react';

import { type AppRoute, screenRoute } from '../../app/routes/route-types';
import { ORDER_VIEW_ROUTE, ORDERS_PATH } from './paths';

/** The order desk: the queue, and one order's page under it. */
export const orderRoutes: AppRoute[] = [
  screenRoute({
    path: ORDERS_PATH,
    screen: () => import('./orders-page').then((module) => module.OrdersPage),
    access: 'staff',
    titleId: 'route.orders',
    nav: { group: 'shop', icon: ShoppingCartIcon, badge: 'newOrders' },
    home: { descriptionId: 'home.card.orders' },
  }),
  screenRoute({
    path: ORDER_VIEW_ROUTE,
    screen: () => import('./order-view-page').then((module) => module.OrderViewPage),
    access: 'staff',
    titleId: 'route.orderView',
    parent: ORDERS_PATH,
  }),
];
