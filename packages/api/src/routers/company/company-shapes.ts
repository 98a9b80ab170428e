import { z } from 'zod';

/** Company-module read shapes (spec 000, section 3 "Company"); statuses are the module's numbers 0-3. */
export const companySummarySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  company_uuid: z.string(),
  name: z.string(),
  status: z.number().int(),
});

export const legalInfoSchema = z.object({
  offical_name: z.string(),
  offical_addres: z.string().describe('The official address; the contract spells the read key this way'),
  address: z.string(),
  addres: z.string().describe('The actual address again, under the key update-legal-info writes'),
  offical_inn: z.string(),
  offical_ogrn: z.string(),
});

export const contactInfoSchema = z.object({
  ceo_full_name: z.string(),
  company_email: z.string(),
  company_phone: z.string(),
});

export const bankInfoSchema = z.object({
  bank_rs: z.string(),
  bik: z.string(),
  bank_ks: z.string(),
  bank_name: z.string(),
});

export const toCompanySummary = (company: { id: number; uuid: string; name: string; status: number }) => ({
  id: company.id,
  uuid: company.uuid,
  company_uuid: company.uuid,
  name: company.name,
  status: company.status,
});
