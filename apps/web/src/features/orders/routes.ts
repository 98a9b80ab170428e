import { ShoppingCartIcon } from 'lucide-react';

import { type AppRoute, screen } from '../../app/routes/route-types';
import { ORDER_VIEW_ROUTE, ORDERS_PATH } from './paths';

/** The order desk: the queue, and one order's page under it. */
export const orderRoutes: AppRoute[] = [
  {
    path: ORDERS_PATH,
    component: screen(
      () => import('./orders-page'),
      (module) => module.OrdersPage,
    ),
    access: 'staff',
    titleId: 'route.orders',
    nav: { group: 'shop', icon: ShoppingCartIcon, badge: 'newOrders' },
    home: { descriptionId: 'home.card.orders' },
  },
  {
    path: ORDER_VIEW_ROUTE,
    component: screen(
      () => import('./order-view-page'),
      (module) => module.OrderViewPage,
    ),
    access: 'staff',
    titleId: 'route.orderView',
    parent: ORDERS_PATH,
  },
];
