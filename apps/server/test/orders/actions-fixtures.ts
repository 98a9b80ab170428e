import { type PrismaClient } from '@backoffice/db';
import { OrderStatus, PaymentStatus, SimStatus } from '@backoffice/shared';

import { type TestServer } from '../support/test-server';

export interface OrderSpec {
  status?: number;
  paymentStatus?: number;
  paymentSum?: string;
  refundSum?: string;
  /** One product per entry, with that SIM status. */
  simStatuses?: number[];
}

export interface CreatedOrder {
  id: number;
  uuid: string;
  products: { id: number; uuid: string; simStatus: number }[];
}

/** One created order for each spec, in the same order (a tuple for a literal list of specs). */
export type CreatedOrders<Specs extends readonly OrderSpec[]> = {
  -readonly [K in keyof Specs]: CreatedOrder;
};

/** Orders and their products written straight to the database, two statements for any number. */
export async function createOrders<const Specs extends readonly OrderSpec[]>(
  prisma: PrismaClient,
  specs: Specs,
): Promise<CreatedOrders<Specs>> {
  const orders = await prisma.order.createManyAndReturn({
    data: specs.map((spec, index) => ({
      amount: '30.30',
      status: spec.status ?? OrderStatus.New,
      paymentStatus: spec.paymentStatus ?? PaymentStatus.Paid,
      paymentSum: spec.paymentSum ?? '30.30',
      refundSum: spec.refundSum ?? '0',
      firstName: 'Mario',
      lastName: `Rossi${index}`,
      email: `mario${index}@example.test`,
      phone: '+39333000000',
      note: 'first note',
      deliveryStreetName: 'Via Roma',
      deliveryStreetNumber: '1',
      deliveryCity: 'Milano',
      deliveryProvince: 'MI',
      deliveryZipCode: '20121',
      deliveryCountry: 'Italia',
    })),
    select: { id: true, uuid: true },
  });
  const products = await prisma.orderProduct.createManyAndReturn({
    data: orders.flatMap((order, index) =>
      (specs[index]?.simStatuses ?? [SimStatus.New, SimStatus.New]).map((simStatus) => ({
        orderId: order.id,
        simStatus,
        offerName: 'Giga 100',
        offerPrice: '9.99',
      })),
    ),
    select: { id: true, uuid: true, orderId: true, simStatus: true },
  });
  const created = orders.map((order) => ({
    ...order,
    products: products
      .filter((product) => product.orderId === order.id)
      .sort((a, b) => a.id - b.id)
      .map(({ id, uuid, simStatus }) => ({ id, uuid, simStatus })),
  }));
  return created as CreatedOrders<Specs>;
}

/** Runs `call` over `items` with at most `width` requests in flight, results in input order. */
export async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  call: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  // One queue for every worker: each takes the next item when it is free.
  const queue = items.entries();
  const worker = async () => {
    for (const [index, item] of queue) results[index] = await call(item, index);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

export type Post = (path: string, body: unknown) => ReturnType<TestServer['request']>;

/** A POST with the staff member's session. */
export const poster =
  (server: TestServer, token: string): Post =>
  (path, body) =>
    server.request(path, { token, body });
