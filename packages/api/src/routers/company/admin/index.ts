import { router } from '../../../trpc';
import { changeCompanyBankInfo } from './change-company-bank-info';
import { changeCompanyContactInfo } from './change-company-contact-info';
import { changeCompanyLegalInfo } from './change-company-legal-info';
import { changeCompanyStatus } from './change-company-status';
import { deleteCompany } from './delete-company';
import { getCompanies } from './get-companies';
import { getCompany } from './get-company';
import { updateOwnerCompany } from './update-owner-company';

/** Company administration (spec 000, section 7 "Company administration"): administrators only, all POST. */
export const companyAdminRouter = router({
  getCompanies,
  getCompany,
  changeCompanyLegalInfo,
  changeCompanyContactInfo,
  changeCompanyBankInfo,
  deleteCompany,
  changeCompanyStatus,
  updateOwnerCompany,
});
