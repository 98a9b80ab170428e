import { describe, expect, it } from 'vitest';
import {
  adminCompanyLegalInfoSchema,
  adminCompanyStatusSchema,
  bankNameSchema,
  bikSchema,
  ceoFullNameSchema,
  checkPromptEmail,
  companyAddressSchema,
  companyBankInfoSchema,
  companyContactInfoSchema,
  companyCreateSchema,
  companyCreateWithDetailsSchema,
  companyEmailSchema,
  companyLegalInfoSchema,
  companyNameSchema,
  companyPhoneSchema,
  employeeCreateSchema,
  employeeRoleUpdateSchema,
  innSchema,
  ogrnSchema,
  settlementAccountSchema,
} from './company';
import { issueMessages, issuesByPath } from './test-support';

const UUID = '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const chars = (count: number) => 'a'.repeat(count);
const digits = (count: number) => '1'.repeat(count);

describe('company fields', () => {
  it('keeps names between 2 and 128', () => {
    expect(issueMessages(companyNameSchema, '')).toEqual(['fieldRequired']);
    expect(issueMessages(companyNameSchema, chars(1))).toEqual(['tooShort']);
    expect(issueMessages(companyNameSchema, chars(2))).toEqual([]);
    expect(issueMessages(companyNameSchema, chars(128))).toEqual([]);
    expect(issueMessages(companyNameSchema, chars(129))).toEqual(['tooLong']);
  });

  it.each([
    [9, false],
    [10, true],
    [11, false],
    [12, true],
    [13, false],
  ])('INN of %i digits valid: %s', (count, valid) => {
    expect(innSchema.safeParse(digits(count)).success).toBe(valid);
  });

  it('rejects INN with other characters', () => {
    expect(issueMessages(innSchema, '12345abcde')).toEqual(['invalidInn']);
    expect(innSchema.parse(' 0123456789 ')).toBe('0123456789');
  });

  it.each([
    [12, false],
    [13, true],
    [14, false],
    [15, true],
    [16, false],
  ])('OGRN of %i digits valid: %s', (count, valid) => {
    expect(ogrnSchema.safeParse(digits(count)).success).toBe(valid);
  });

  it('keeps addresses to 128, director to 64, phone to 24, bank name to 64', () => {
    expect(issueMessages(companyAddressSchema, chars(128))).toEqual([]);
    expect(issueMessages(companyAddressSchema, chars(129))).toEqual(['tooLong']);
    expect(issueMessages(ceoFullNameSchema, chars(64))).toEqual([]);
    expect(issueMessages(ceoFullNameSchema, chars(65))).toEqual(['tooLong']);
    expect(issueMessages(companyPhoneSchema, chars(24))).toEqual([]);
    expect(issueMessages(companyPhoneSchema, chars(25))).toEqual(['tooLong']);
    expect(issueMessages(bankNameSchema, chars(64))).toEqual([]);
    expect(issueMessages(bankNameSchema, chars(65))).toEqual(['tooLong']);
  });

  it('checks the contact email format and the 64 maximum', () => {
    const email64 = `${chars(64 - '@example.it'.length)}@example.it`;
    expect(issueMessages(companyEmailSchema, email64)).toEqual([]);
    expect(issueMessages(companyEmailSchema, `a${email64}`)).toEqual(['tooLong']);
    expect(issueMessages(companyEmailSchema, 'office')).toEqual(['invalidEmail']);
  });

  it('takes accounts of exactly 20 digits and BIK of exactly 9', () => {
    expect(issueMessages(settlementAccountSchema, digits(19))).toEqual(['invalidBankAccount']);
    expect(issueMessages(settlementAccountSchema, digits(20))).toEqual([]);
    expect(issueMessages(settlementAccountSchema, digits(21))).toEqual(['invalidBankAccount']);
    expect(issueMessages(bikSchema, digits(8))).toEqual(['invalidBik']);
    expect(issueMessages(bikSchema, digits(9))).toEqual([]);
    expect(issueMessages(bikSchema, digits(10))).toEqual(['invalidBik']);
  });
});

describe('company forms use the contract names', () => {
  it('creates with name, offical_name, offical_inn and offical_ogrn', () => {
    const company = {
      name: 'Acme',
      offical_name: 'OOO Acme',
      offical_inn: digits(10),
      offical_ogrn: digits(13),
    };
    expect(companyCreateSchema.parse(company)).toEqual(company);
    expect(Object.keys(issuesByPath(companyCreateSchema, {})).sort()).toEqual([
      'name',
      'offical_inn',
      'offical_name',
      'offical_ogrn',
    ]);
  });

  it('updates legal info with offical_addres and addres in the module', () => {
    const legal = { offical_name: 'OOO Acme', offical_addres: 'Moscow 1', addres: 'Moscow 2' };
    expect(companyLegalInfoSchema.parse(legal)).toEqual(legal);
  });

  it('updates legal info with offical_address, address, inn and ogrn on the admin screen', () => {
    const legal = {
      company_uuid: UUID,
      offical_name: 'OOO Acme',
      offical_address: 'Moscow 1',
      address: 'Moscow 2',
      inn: digits(12),
      ogrn: digits(15),
    };
    expect(adminCompanyLegalInfoSchema.parse(legal)).toEqual(legal);
  });

  it('checks contact and bank info', () => {
    expect(
      companyContactInfoSchema.parse({
        ceo_full_name: 'Ivan Ivanov',
        company_email: 'a@b.ru',
        company_phone: '+7 495 000-00-00',
      }),
    ).toMatchObject({ company_email: 'a@b.ru' });
    expect(
      issuesByPath(companyBankInfoSchema, {
        bank_rs: digits(20),
        bik: digits(9),
        bank_ks: digits(19),
        bank_name: 'Bank',
      }),
    ).toEqual({ bank_ks: 'invalidBankAccount' });
  });

  it('switches the admin status between Active, NoActive and Banned', () => {
    expect(adminCompanyStatusSchema.parse({ company_uuid: UUID, status: 'NoActive' }).status).toBe(
      'NoActive',
    );
    expect(issuesByPath(adminCompanyStatusSchema, { company_uuid: UUID, status: 'Deleted' })).toEqual({
      status: 'invalidValue',
    });
  });
});

describe('employees', () => {
  it('creates employees as drivers by default', () => {
    expect(employeeCreateSchema.parse({ email: 'e@b.it' })).toEqual({ email: 'e@b.it', role: 0 });
    expect(employeeCreateSchema.parse({ email: 'e@b.it', role: 0 }).role).toBe(0);
  });

  it('never sets the owner role by hand', () => {
    expect(employeeRoleUpdateSchema.parse({ employee_uuid: UUID, role: 3 }).role).toBe(3);
    expect(issuesByPath(employeeRoleUpdateSchema, { employee_uuid: UUID, role: 4 })).toEqual({
      role: 'invalidValue',
    });
  });

  it('answers the prompt with the spec messages', () => {
    expect(checkPromptEmail('')).toEqual({ ok: false, message: 'employeeNotAdded' });
    expect(checkPromptEmail('   ')).toEqual({ ok: false, message: 'employeeNotAdded' });
    expect(checkPromptEmail(null)).toEqual({ ok: false, message: 'employeeNotAdded' });
    expect(checkPromptEmail('not an email')).toEqual({ ok: false, message: 'invalidEmailEntered' });
    expect(checkPromptEmail(' new@b.it ')).toEqual({ ok: true, email: 'new@b.it' });
  });
});

describe('companyCreateWithDetailsSchema', () => {
  const base = {
    name: 'Rossi',
    offical_name: 'Rossi S.r.l.',
    offical_inn: digits(10),
    offical_ogrn: digits(13),
  };
  const details = {
    ceo_full_name: 'Mario Rossi',
    company_email: 'info@rossi.example.com',
    company_phone: '+39 02 1234',
    bank_rs: digits(20),
    bik: digits(9),
    bank_ks: digits(20),
    bank_name: 'Banca',
  };

  it('accepts the four company fields alone, and with every contact and bank field', () => {
    expect(companyCreateWithDetailsSchema.safeParse(base).success).toBe(true);
    expect(companyCreateWithDetailsSchema.parse({ ...base, ...details })).toEqual({ ...base, ...details });
  });

  it('still requires the company fields', () => {
    expect(
      issuesByPath(companyCreateWithDetailsSchema, { ...details, ...base, offical_inn: '' }),
    ).toHaveProperty('offical_inn');
  });

  it('checks the optional fields by their own rules when present', () => {
    const issues = issuesByPath(companyCreateWithDetailsSchema, {
      ...base,
      bik: digits(8),
      bank_rs: digits(19),
      company_email: 'not-an-email',
      ceo_full_name: '',
    });
    expect(Object.keys(issues).sort()).toEqual(['bank_rs', 'bik', 'ceo_full_name', 'company_email']);
    expect([issues.bik]).toEqual(issueMessages(bikSchema, digits(8)));
  });
});
