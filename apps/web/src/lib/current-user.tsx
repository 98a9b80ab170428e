import type { AppRouter } from '@backoffice/api';
import type { inferRouterOutputs } from '@trpc/server';
import { createContext, type ReactNode, useContext } from 'react';

/** The signed-in user as current-session returns it. */
export type SessionUser = inferRouterOutputs<AppRouter>['account']['enter']['currentSession']['response'];

const CurrentUserContext = createContext<SessionUser | null>(null);

export function CurrentUserProvider({ user, children }: { user: SessionUser; children: ReactNode }) {
  return <CurrentUserContext value={user}>{children}</CurrentUserContext>;
}

/** The signed-in user; only inside the signed-in part of the app. */
export function useCurrentUser(): SessionUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used inside the signed-in app.');
  return user;
}
