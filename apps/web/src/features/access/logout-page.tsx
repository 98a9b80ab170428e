import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';

import { LoadingScreen } from '../../app/loading-screen';
import { LOGIN_PATH, signOut } from '../../app/session';

/**
 * How long the login waits for the server to end the session. The token is forgotten at once, so a
 * server that does not answer only delays the login page; the session then ends by expiring.
 */
const SERVER_LOGOUT_WAIT_MS = 3000;

/** /enter/logout: forgets the session, ends it on the server, then goes to the login. */
export function LogoutPage() {
  useEffect(() => {
    const gaveUp = new Promise<void>((resolve) => setTimeout(resolve, SERVER_LOGOUT_WAIT_MS));
    void Promise.race([signOut(), gaveUp]).then(() => navigate(LOGIN_PATH, { replace: true }));
  }, []);
  return <LoadingScreen />;
}
