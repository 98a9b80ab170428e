import { SidebarInset, SidebarProvider } from '@backoffice/ui';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Route, Switch } from 'wouter';

import { SavedViewsProvider } from '../../components/data-table/saved-views-menu';
import { PageLoading } from '../../components/page';
import { RouteScreen } from '../route-screen';
import { appRoutes } from '../routes/app-routes';
import { canOpen } from '../routing';
import { useCurrentUser } from '../session';
import { AppSidebar } from './app-sidebar';
import { staffMsg } from '../../components/staff-messages';
import { ImpersonationBanner } from './impersonation-banner';
import { KeyboardShortcuts } from './keyboard-shortcuts';
import { OfflineBanner } from './offline-banner';
import { ScreenActionsProvider } from '../../components/screen-actions';
import { ForbiddenPage, NotFoundPage } from './status-pages';
import { TopBar } from './top-bar';

function ShellRoutes() {
  const user = useCurrentUser();
  return (
    <Switch>
      {appRoutes.map((route) => (
        <Route key={route.path} path={route.path}>
          {canOpen(route.access, user.system_role) ? (
            <RouteScreen route={route} table={appRoutes} />
          ) : (
            <ForbiddenPage />
          )}
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

/** The signed-in layout: sidebar, top bar and the current screen. */
export function Shell() {
  return (
    <ScreenActionsProvider>
      <SavedViewsProvider>
        <ShellLayout />
      </SavedViewsProvider>
    </ScreenActionsProvider>
  );
}

function ShellLayout() {
  return (
    <SidebarProvider>
      <a
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
        className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
      >
        <FormattedMessage {...staffMsg('staff.skipToContent')} />
      </a>
      <AppSidebar />
      <KeyboardShortcuts />
      <div className="flex min-w-0 flex-1 flex-col">
        <ImpersonationBanner />
        <OfflineBanner />
        <TopBar />
        <SidebarInset id="main-content" tabIndex={-1} className="p-4 outline-none md:p-6">
          <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
            <Suspense fallback={<PageLoading />}>
              <ShellRoutes />
            </Suspense>
          </div>
        </SidebarInset>
      </div>
    </SidebarProvider>
  );
}
