import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';

import { useSessionToken } from '../lib/session-token';
import { LoadingScreen } from './loading-screen';
import { RouteScreen } from './route-screen';
import { accessRoutes } from './routes/access-routes';
import { isAccessScreenPath, LOGIN_PATH, sessionRedirect } from './session';
import { rememberReturnPath } from './session/return-path';
import { SignedInArea } from './signed-in-area';

function AccessScreens() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Switch>
        {accessRoutes.map((route) => (
          <Route key={route.path} path={route.path}>
            <RouteScreen route={route} table={accessRoutes} />
          </Route>
        ))}
        <Route>
          <Redirect to={LOGIN_PATH} replace />
        </Route>
      </Switch>
    </Suspense>
  );
}

/** Applies the routing rules, then shows the access screens or the signed-in app. */
export function App() {
  const [location] = useLocation();
  const sessionToken = useSessionToken();
  const redirect = sessionRedirect(location, sessionToken !== null);
  // A deep link opened while signed out comes back after the sign-in.
  if (redirect !== null && sessionToken === null) rememberReturnPath(`${location}${window.location.search}`);
  if (redirect !== null) return <Redirect to={redirect} replace />;
  if (isAccessScreenPath(location)) return <AccessScreens />;
  // A new identity (sign-in, impersonation) starts the signed-in app afresh.
  return <SignedInArea key={sessionToken} />;
}
