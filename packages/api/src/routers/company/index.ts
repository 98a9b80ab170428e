import { router } from '../../trpc';
import { companyAdminRouter } from './admin';
import { create } from './create';
import { employeeRouter } from './employee';
import { get } from './get';
import { getBankInfo } from './get-bank-info';
import { getContactInfo } from './get-contact-info';
import { getLegalInfo } from './get-legal-info';
import { getList } from './get-list';
import { updateBankInfo } from './update-bank-info';
import { updateContactInfo } from './update-contact-info';
import { updateLegalInfo } from './update-legal-info';
import { updateName } from './update-name';

/**
 * The company and employee module (staff, acting on the company of X-Company-Uuid) and company
 * administration (administrators, under `admin`).
 */
export const companyRouter = router({
  create,
  getList,
  get,
  getLegalInfo,
  getContactInfo,
  getBankInfo,
  updateLegalInfo,
  updateContactInfo,
  updateBankInfo,
  updateName,
  employee: employeeRouter,
  admin: companyAdminRouter,
});
