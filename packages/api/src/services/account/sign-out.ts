import { type Context } from '../../context';

/** Ends the caller's session; nobody signed in (an expired token) has nothing to end. */
export async function signOut(ctx: Pick<Context, 'prisma'> & { caller: { sessionId: string } | null }) {
  if (ctx.caller) await ctx.prisma.session.deleteMany({ where: { id: ctx.caller.sessionId } });
}
