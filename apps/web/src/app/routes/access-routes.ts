import { EMAILED_SCREEN_PATHS } from '@backoffice/shared';

import { type AppRoute, screen } from './route-types';

const LoginPage = screen(
  () => import('../../features/access/login-page'),
  (module) => module.LoginPage,
);
const RegistrationPage = screen(
  () => import('../../features/access/registration-page'),
  (module) => module.RegistrationPage,
);
const LogoutPage = screen(
  () => import('../../features/access/logout-page'),
  (module) => module.LogoutPage,
);
const ResetPasswordPage = screen(
  () => import('../../features/access/reset-password-page'),
  (module) => module.ResetPasswordPage,
);
const ForgotPasswordPage = screen(
  () => import('../../features/access/forgot-password-page'),
  (module) => module.ForgotPasswordPage,
);

/**
 * The access screens (spec 000, section 2): public, shown without the shell. Kept apart from the
 * signed-in routes so the login page does not load the menu, its icons and the home cards.
 */
export const accessRoutes: readonly AppRoute[] = [
  {
    path: `${EMAILED_SCREEN_PATHS.login}/:email?`,
    component: LoginPage,
    access: 'public',
    titleId: 'route.login',
  },
  {
    path: EMAILED_SCREEN_PATHS.registration,
    component: RegistrationPage,
    access: 'public',
    titleId: 'route.registration',
  },
  { path: '/enter/logout', component: LogoutPage, access: 'public', titleId: 'route.logout' },
  {
    path: EMAILED_SCREEN_PATHS.forgotPassword,
    component: ForgotPasswordPage,
    access: 'public',
    titleId: 'route.forgotPassword',
  },
  {
    // The link of a "forgot password" email.
    path: EMAILED_SCREEN_PATHS.passwordReset,
    component: ResetPasswordPage,
    access: 'public',
    titleId: 'route.resetPassword',
  },
];
