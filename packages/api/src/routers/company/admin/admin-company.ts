import { z } from 'zod';

import { COMPANY_ADMIN_STATUSES } from '@backoffice/shared';

/** A company as the admin screens read it: every column of the list, both spellings of the legal keys. */
export const adminCompanySchema = z.object({
  company_uuid: z.string(),
  uuid: z.string(),
  id: z.number().int(),
  name: z.string(),
  offical_name: z.string(),
  inn: z.string(),
  offical_inn: z.string(),
  ogrn: z.string(),
  offical_ogrn: z.string(),
  address: z.string(),
  offical_address: z.string(),
  ceo_full_name: z.string(),
  company_email: z.string(),
  company_phone: z.string(),
  bank_rs: z.string(),
  bik: z.string(),
  bank_ks: z.string(),
  bank_name: z.string(),
  status: z.enum(COMPANY_ADMIN_STATUSES),
  owner_uuid: z.string(),
  owner_email: z.string(),
});
