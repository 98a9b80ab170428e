import { EMAILED_SCREEN_PATHS, SSO_SCREEN_PATHS } from '@backoffice/shared';

import { type AppRoute, screenRoute } from './route-types';

/**
 * The access screens (spec 000, section 2): public, shown without the shell. Kept apart from the
 * signed-in routes so the login page does not load the menu, its icons and the home cards.
 */
export const accessRoutes: readonly AppRoute[] = [
  screenRoute({
    path: `${EMAILED_SCREEN_PATHS.login}/:email?`,
    screen: () => import('../../features/access/login-page').then((module) => module.LoginPage),
    access: 'public',
    titleId: 'route.login',
  }),
  screenRoute({
    // Where the identity provider's return lands (single sign-on).
    path: SSO_SCREEN_PATHS.handoff,
    screen: () => import('../../features/access/sso-handoff-page').then((module) => module.SsoHandoffPage),
    access: 'public',
    titleId: 'route.sso',
  }),
  screenRoute({
    path: EMAILED_SCREEN_PATHS.registration,
    screen: () => import('../../features/access/registration-page').then((module) => module.RegistrationPage),
    access: 'public',
    titleId: 'route.registration',
  }),
  screenRoute({
    path: '/enter/logout',
    screen: () => import('../../features/access/logout-page').then((module) => module.LogoutPage),
    access: 'public',
    titleId: 'route.logout',
  }),
  screenRoute({
    path: EMAILED_SCREEN_PATHS.forgotPassword,
    screen: () =>
      import('../../features/access/forgot-password-page').then((module) => module.ForgotPasswordPage),
    access: 'public',
    titleId: 'route.forgotPassword',
  }),
  screenRoute({
    // The link of a "forgot password" email.
    path: EMAILED_SCREEN_PATHS.passwordReset,
    screen: () =>
      import('../../features/access/reset-password-page').then((module) => module.ResetPasswordPage),
    access: 'public',
    titleId: 'route.resetPassword',
  }),
];
