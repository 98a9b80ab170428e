import { type Prisma } from '@backoffice/db';

import { type Context } from '../../context';
import { storeSubmission } from './submission';

/** The public site's become-a-partner form: stored within the per-address limit. Answers the new id. */
export function submitPartnerRequest(
  ctx: Context,
  data: Omit<Prisma.PartnerRequestCreateInput, 'senderAddress'>,
): Promise<string> {
  return storeSubmission(ctx, 'partner', undefined, (tx, _link, address) =>
    tx.partnerRequest.create({ data: { ...data, senderAddress: address }, select: { id: true } }),
  );
}
