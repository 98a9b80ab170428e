import { router } from '../../../trpc';
import { active } from './active';
import { create } from './create';
import { deActive } from './de-active';
import { deleteEmployee } from './delete';
import { getList } from './get-list';
import { acceptInvitation, declineInvitation, getInvitations } from './invitations';
import { updateRole } from './update-role';

/** Employees of the company named in X-Company-Uuid (REST paths under /api/employee). */
export const employeeRouter = router({
  getList,
  updateRole,
  active,
  deActive,
  delete: deleteEmployee,
  create,
  getInvitations,
  acceptInvitation,
  declineInvitation,
});
