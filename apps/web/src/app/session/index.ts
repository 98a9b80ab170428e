export { CurrentUserProvider, type SessionUser, useCurrentUser } from '../../lib/current-user';
export { HOME_PATH, LOGIN_PATH, LOGOUT_PATH } from '../paths';
export {
  isAccessScreenPath,
  isLoginPath,
  loginPathFor,
  sessionRedirect,
  type SignedInView,
  signedInViewFor,
} from './route-guard';
export { endImpersonation, signIn, signOut, startImpersonation } from './session-actions';
