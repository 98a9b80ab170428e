import { z } from 'zod';
import { COMPANY_ADMIN_STATUSES, SETTABLE_EMPLOYEE_ROLES, EmployeeRole } from '../enums/company';
import { type MessageId } from '../messages';
import { FIELD_LIMITS as L } from './limits';
import {
  emailSchema,
  numericEnumSchema,
  requiredOr,
  requiredText,
  textSchema,
  uuidSchema,
} from './primitives';

export const companyNameSchema = requiredText(L.companyNameMax).min(L.companyNameMin, 'tooShort');
export const companyOfficialNameSchema = companyNameSchema;
/** Tax number: 10 digits (organisations) or 12 (individual entrepreneurs). */
export const innSchema = textSchema()
  .trim()
  .regex(/^(?:\d{10}|\d{12})$/, 'invalidInn');
/** Registration number: 13 digits (OGRN) or 15 (OGRNIP). */
export const ogrnSchema = textSchema()
  .trim()
  .regex(/^(?:\d{13}|\d{15})$/, 'invalidOgrn');
export const companyAddressSchema = requiredText(L.companyAddressMax);
export const ceoFullNameSchema = requiredText(L.ceoFullNameMax);
export const companyEmailSchema = emailSchema(L.companyEmailMax);
export const companyPhoneSchema = requiredText(L.contactPhoneMax);
export const settlementAccountSchema = textSchema()
  .trim()
  .regex(/^\d{20}$/, 'invalidBankAccount');
export const correspondentAccountSchema = settlementAccountSchema;
export const bikSchema = textSchema()
  .trim()
  .regex(/^\d{9}$/, 'invalidBik');
export const bankNameSchema = requiredText(L.bankNameMax);

export const companyUuidInputSchema = z.object({ company_uuid: uuidSchema });

// Company module (wire names with the contract's spelling: offical_*, addres).

export const companyCreateSchema = z.object({
  name: companyNameSchema,
  offical_name: companyOfficialNameSchema,
  offical_inn: innSchema,
  offical_ogrn: ogrnSchema,
});

export const companyNameUpdateSchema = z.object({ name: companyNameSchema });

/**
 * The contract's three fields, plus INN and OGRN when sent: the edit form offers every field the
 * create form asked for (issue 7 §1), and the contract's callers, who never send them, are unchanged.
 */
export const companyLegalInfoSchema = z.object({
  offical_name: companyOfficialNameSchema,
  offical_addres: companyAddressSchema,
  addres: companyAddressSchema,
  offical_inn: innSchema.optional(),
  offical_ogrn: ogrnSchema.optional(),
});

export const companyContactInfoSchema = z.object({
  ceo_full_name: ceoFullNameSchema,
  company_email: companyEmailSchema,
  company_phone: companyPhoneSchema,
});

export const companyBankInfoSchema = z.object({
  bank_rs: settlementAccountSchema,
  bik: bikSchema,
  bank_ks: correspondentAccountSchema,
  bank_name: bankNameSchema,
});

/**
 * The create form with all three groups: the contract's four fields plus, optionally, the two
 * addresses and the contact and bank fields (each checked by its own rule when sent).
 */
export const companyCreateWithDetailsSchema = companyCreateSchema
  .extend({ offical_addres: companyAddressSchema.optional(), addres: companyAddressSchema.optional() })
  .extend(companyContactInfoSchema.partial().shape)
  .extend(companyBankInfoSchema.partial().shape);

/**
 * Every field of a company as the create and edit forms ask for it, all required: create and edit
 * ask for, and allow, the same fields.
 */
export const companyFormSchema = companyCreateSchema
  .extend({ offical_addres: companyAddressSchema, addres: companyAddressSchema })
  .extend(companyContactInfoSchema.shape)
  .extend(companyBankInfoSchema.shape);

/** The company data group of the edit form: name, official name, addresses, INN and OGRN. */
export const companyLegalGroupSchema = companyFormSchema.pick({
  name: true,
  offical_name: true,
  offical_addres: true,
  addres: true,
  offical_inn: true,
  offical_ogrn: true,
});

// Admin company screen.

export const adminCompanyLegalInfoSchema = z.object({
  company_uuid: uuidSchema,
  offical_name: companyOfficialNameSchema,
  offical_address: companyAddressSchema,
  address: companyAddressSchema,
  inn: innSchema,
  ogrn: ogrnSchema,
});

export const adminCompanyContactInfoSchema = companyContactInfoSchema.extend({ company_uuid: uuidSchema });

export const adminCompanyBankInfoSchema = companyBankInfoSchema.extend({ company_uuid: uuidSchema });

export const companyAdminStatusSchema = z.enum(COMPANY_ADMIN_STATUSES, { error: requiredOr('invalidValue') });

export const adminCompanyStatusSchema = z.object({
  company_uuid: uuidSchema,
  status: companyAdminStatusSchema,
});

export const adminCompanyOwnerSchema = z.object({ company_uuid: uuidSchema, user_uuid: uuidSchema });

// Employees.

export const settableEmployeeRoleSchema = numericEnumSchema(SETTABLE_EMPLOYEE_ROLES);

export const employeeUuidInputSchema = z.object({ employee_uuid: uuidSchema });

export const employeeRoleUpdateSchema = z.object({
  employee_uuid: uuidSchema,
  role: settableEmployeeRoleSchema,
});

/** New employees start as drivers (the screen sends role 0). */
export const employeeCreateSchema = z.object({
  email: emailSchema(L.loginEmailMax),
  role: settableEmployeeRoleSchema.default(EmployeeRole.Driver),
});

export type PromptEmailCheck =
  | { ok: true; email: string }
  | { ok: false; message: Extract<MessageId, 'employeeNotAdded' | 'invalidEmailEntered'> };

/** The add-employee and new-owner prompts: empty input and an invalid email have their own messages. */
export function checkPromptEmail(input: string | null | undefined): PromptEmailCheck {
  const email = (input ?? '').trim();
  if (email === '') return { ok: false, message: 'employeeNotAdded' };
  if (email.length > L.loginEmailMax || !z.regexes.email.test(email))
    return { ok: false, message: 'invalidEmailEntered' };
  return { ok: true, email };
}
