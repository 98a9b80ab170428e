import { type PrismaClient } from '@backoffice/db';
import { OrderStatus, PaymentStatus, SimStatus } from '@backoffice/shared';

import { periodicJobId } from '../../../../packages/api/src/jobs/periodic';

/** One SIM of a billing test order; unset fields are those of a SIM never sent to the BSS. */
export interface BillingProductSpec {
  simStatus?: number;
  offerExternalId?: number | null;
  isSendBss?: boolean;
  errorBss?: string | null;
  externalId?: string | null;
}

export interface BillingOrderSpec {
  status?: number;
  paymentStatus?: number;
  paymentSum?: string;
  refundSum?: string;
  bssResendStartedAt?: Date | null;
  products?: BillingProductSpec[];
}

/** An order and its SIMs written straight to the database, as the billing calls find them. */
export async function createBillingOrder(prisma: PrismaClient, spec: BillingOrderSpec = {}) {
  return prisma.order.create({
    data: {
      amount: spec.paymentSum ?? '30.30',
      status: spec.status ?? OrderStatus.InProcess,
      paymentStatus: spec.paymentStatus ?? PaymentStatus.Paid,
      paymentSum: spec.paymentSum ?? '30.30',
      refundSum: spec.refundSum ?? '0',
      bssResendStartedAt: spec.bssResendStartedAt ?? null,
      firstName: 'Giulia',
      lastName: 'Bianchi',
      email: 'giulia@example.test',
      products: {
        create: (spec.products ?? [{}]).map((product) => ({
          offerName: 'Start 50 5G',
          offerPrice: '5.99',
          simStatus: product.simStatus ?? SimStatus.New,
          offerExternalId: product.offerExternalId === undefined ? 1001 : product.offerExternalId,
          isSendBss: product.isSendBss ?? false,
          errorBss: product.errorBss ?? null,
          externalId: product.externalId ?? null,
        })),
      },
    },
    include: { products: { orderBy: { id: 'asc' } } },
  });
}

/**
 * Holds the test server's own runs of a periodic job (e.g. 'order-bss-cancel') for the rest of the
 * file, so a test calls the job's work itself and sees every change it makes: once the run armed at
 * the server's start is over, the job's row is marked running under a lease that outlasts the file,
 * as if another instance were running it.
 */
export async function holdPeriodicJob(prisma: PrismaClient, kind: string) {
  const id = periodicJobId(kind);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const parked = await prisma.job.updateMany({
      where: { id, status: { in: ['succeeded', 'failed'] } },
      data: { status: 'running', leaseUntil: new Date(Date.now() + 3600_000) },
    });
    if (parked.count === 1) return;
    if (Date.now() > deadline) throw new Error(`the periodic job ${kind} never finished its first run`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
