import { type Prisma } from '@backoffice/db';

import { conflict, notFound } from '../../errors';

type Tx = Prisma.TransactionClient;

/** What a saved view answers with. */
export const savedViewSelect = { id: true, name: true, query: true, createdAt: true } as const;

/** The list's query string as a view keeps it: no leading '?', and no page (a view starts on page 1). */
export function viewQuery(raw: string): string {
  const params = new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw);
  params.delete('page');
  return params.toString();
}

/**
 * Names are unique per user and list. Checked before the write for the message; the unique index
 * stays the guard against a concurrent request (mapped to 409 as well).
 */
export async function assertNameFree(
  tx: Tx,
  userId: string,
  listKey: string,
  name: string,
  exceptId?: string,
) {
  const taken = await tx.savedView.findUnique({
    where: { userId_listKey_name: { userId, listKey, name } },
    select: { id: true },
  });
  if (taken && taken.id !== exceptId) throw conflict(`A view named "${name}" already exists on this list`);
}

/** One of the caller's own views; anybody else's is "not found", so ids of other users' views leak nothing. */
export async function ownView(tx: Tx, userId: string, id: string) {
  const view = await tx.savedView.findFirst({ where: { id, userId }, select: { id: true, listKey: true } });
  if (!view) throw notFound('Saved view');
  return view;
}
