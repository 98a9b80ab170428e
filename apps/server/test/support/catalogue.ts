import { randomUUID } from 'node:crypto';

import { type Prisma } from '@backoffice/db';

import { type TestServer } from './test-server';

/** An offer a channel can sell: published, active, matched to the simulator's plan 1004. Its uuid. */
export async function sellableOffer(server: TestServer): Promise<string> {
  const plan = (await (await fetch(`${server.bss.url}/v1/plans/1004`)).json()) as Prisma.InputJsonObject;
  const offer = await server.prisma.offer.create({
    data: {
      name: 'Illimitata Pro 5G',
      price: '14.99',
      url: `offer-${randomUUID()}`,
      externalId: 1004,
      externalData: plan,
    },
  });
  return offer.id;
}
