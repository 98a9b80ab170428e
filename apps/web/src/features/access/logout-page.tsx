import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';

import { LoadingScreen } from '../../app/loading-screen';
import { LOGIN_PATH, signOut } from '../../app/session';

/** /enter/logout: forgets the session, ends it on the server and goes to the login. */
export function LogoutPage() {
  useEffect(() => {
    void signOut();
    navigate(LOGIN_PATH, { replace: true });
  }, []);
  return <LoadingScreen />;
}
