import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';

import { StepUpDialogHost } from '../components/second-factor';
import { useAllMessages } from '../i18n';
import { clearSessionTokens } from '../lib/session-token';
import { useTRPC } from '../lib/trpc';
import { LoadingScreen } from './loading-screen';
import { CurrentUserProvider, signedInViewFor } from './session';

const Shell = lazy(async () => ({ default: (await import('./shell/shell')).Shell }));
const WaitingForActivationPage = lazy(async () => ({
  default: (await import('../features/access/waiting-for-activation-page')).WaitingForActivationPage,
}));

/**
 * Loads the current user and the signed-in app's messages, then shows the app, or the activation
 * notice to a user who is not active yet.
 */
export function SignedInArea() {
  const trpc = useTRPC();
  const messagesReady = useAllMessages();
  const currentUser = useQuery({
    ...trpc.account.enter.currentSession.queryOptions(),
    select: (answer) => answer.response,
  });

  // The spec: if loading the current user fails, the stored session is cleared (the router then shows the login).
  useEffect(() => {
    if (currentUser.isError) clearSessionTokens();
  }, [currentUser.isError]);

  if (!currentUser.isSuccess || !messagesReady) return <LoadingScreen />;
  const user = currentUser.data;
  return (
    <CurrentUserProvider user={user}>
      <Suspense fallback={<LoadingScreen />}>
        {signedInViewFor(user.status) === 'app' ? <Shell /> : <WaitingForActivationPage />}
      </Suspense>
      <StepUpDialogHost />
    </CurrentUserProvider>
  );
}
