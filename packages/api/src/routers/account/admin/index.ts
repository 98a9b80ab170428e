import { router } from '../../../trpc';
import { changeRole } from './change-role';
import { changeStatus } from './change-status';
import { changeUserInfo } from './change-user-info';
import { deleteUser } from './delete-user';
import { getUser } from './get-user';
import { getUsers } from './get-users';
import { loginOnUserSession } from './login-on-user-session';
import { updateEmail } from './update-email';
import { updatePassword } from './update-password';
import { signInPolicy, userSecondFactor } from '../second-factor';
import { userSessions } from '../sessions';

/** User administration (spec 000, section 7 "User administration"): administrators only. */
export const adminUsersRouter = router({
  getUsers,
  getUser,
  changeUserInfo,
  changeStatus,
  changeRole,
  deleteUser,
  updateEmail,
  updatePassword,
  loginOnUserSession,
  ...userSessions,
  ...userSecondFactor,
  ...signInPolicy,
});
