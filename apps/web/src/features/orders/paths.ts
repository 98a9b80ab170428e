/** The order desk's screens (Saleor's urls.ts): the queue and one order's page. */
export const ORDERS_PATH = '/shop/orders';
export const ORDER_VIEW_ROUTE = `${ORDERS_PATH}/view/:order_uuid`;
export const orderViewPath = (uuid: string) => `${ORDERS_PATH}/view/${uuid}`;
