import { router } from '../../trpc';
import { adminUsersRouter } from './admin';
import { currentSession } from './enter/current-session';
import { login } from './enter/login';
import { logout } from './enter/logout';
import {
  checkResetPasswordLink,
  forgotPassword,
  passwordResetAvailability,
  resetPasswordWithLink,
} from './enter/password-reset';
import { registration } from './enter/registration';
import { getFromEmail } from './get-from-email';
import { deleteSelf } from './profile/delete-self';
import { emailUpdate } from './profile/email-update';
import { passwordUpdate } from './profile/password-update';
import { profileUpdate } from './profile/profile-update';
import {
  identityConfirmation,
  ownPasskeys,
  ownSecondFactor,
  passkeySignIn,
  signInSecondStep,
} from './second-factor';
import { ownSessions } from './sessions';
import { singleSignOn } from './single-sign-on';

export const accountRouter = router({
  enter: router({
    login,
    registration,
    currentSession,
    logout,
    passwordResetAvailability,
    forgotPassword,
    resetPassword: resetPasswordWithLink,
    checkResetLink: checkResetPasswordLink,
    ...signInSecondStep,
    ...passkeySignIn,
    ...singleSignOn,
  }),
  profile: router({
    profileUpdate,
    emailUpdate,
    passwordUpdate,
    deleteSelf,
    ...ownSessions,
    ...ownSecondFactor,
    ...ownPasskeys,
    ...identityConfirmation,
  }),
  getFromEmail,
  admin: adminUsersRouter,
});
