import { describe, expect, it } from 'vitest';
import {
  adminUserEmailSchema,
  adminUserPasswordSchema,
  adminUserRoleSchema,
  adminUserStatusSchema,
  birthdaySchema,
  emailUpdateFormSchema,
  emailUpdateSchema,
  loginEmailSchema,
  loginPasswordSchema,
  loginSchema,
  passwordSchema,
  passwordUpdateFormSchema,
  passwordUpdateSchema,
  personNameSchema,
  phoneSchema,
  profileEmailSchema,
  profileSexSchema,
  profileUpdateSchema,
  registrationFormSchema,
  registrationSchema,
  sexSchema,
} from './account';
import { issueMessages, issuesByPath } from './test-support';

const UUID = '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const chars = (count: number) => 'a'.repeat(count);
/** A syntactically valid address exactly `length` characters long. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.it'.length)}@example.it`;

describe('login and registration fields', () => {
  it('checks the login email format and the 128 maximum', () => {
    expect(issueMessages(loginEmailSchema, emailOfLength(128))).toEqual([]);
    expect(issueMessages(loginEmailSchema, emailOfLength(129))).toContain('tooLong');
    expect(issueMessages(loginEmailSchema, 'not-an-email')).toEqual(['invalidEmail']);
    expect(issueMessages(loginEmailSchema, '')).toEqual(['fieldRequired']);
    expect(loginEmailSchema.parse('  user@example.it ')).toBe('user@example.it');
  });

  it('keeps login passwords between 6 and 32 with the tooltip text', () => {
    expect(issueMessages(loginPasswordSchema, chars(5))).toEqual(['passwordLengthHint']);
    expect(issueMessages(loginPasswordSchema, chars(6))).toEqual([]);
    expect(issueMessages(loginPasswordSchema, chars(32))).toEqual([]);
    expect(issueMessages(loginPasswordSchema, chars(33))).toEqual(['passwordLengthHint']);
  });

  it('keeps generic passwords between 6 and 24', () => {
    expect(issueMessages(passwordSchema, chars(5))).toEqual(['tooShort']);
    expect(issueMessages(passwordSchema, chars(6))).toEqual([]);
    expect(issueMessages(passwordSchema, chars(24))).toEqual([]);
    expect(issueMessages(passwordSchema, chars(25))).toEqual(['tooLong']);
  });

  it('does not trim passwords', () => {
    expect(passwordSchema.parse('  abcd  ')).toBe('  abcd  ');
  });

  it('accepts the login body', () => {
    expect(loginSchema.parse({ email: 'a@b.it', password: 'secret1' })).toEqual({
      email: 'a@b.it',
      password: 'secret1',
    });
  });

  it('accepts registration with empty names and sex n, filling what is missing', () => {
    expect(
      registrationSchema.parse({
        email: 'a@b.it',
        password: 'secret1',
        first_name: '',
        last_name: '',
        second_name: '',
        sex: 'n',
      }),
    ).toEqual({
      email: 'a@b.it',
      password: 'secret1',
      first_name: '',
      last_name: '',
      second_name: '',
      sex: 'n',
    });
    expect(registrationSchema.parse({ email: 'a@b.it', password: 'secret1', sex: '' })).toMatchObject({
      first_name: '',
      sex: 'n',
    });
  });

  it('still checks filled registration names and the sex value', () => {
    expect(
      issuesByPath(registrationSchema, { email: 'a@b.it', password: 'secret1', first_name: 'A' }),
    ).toEqual({
      first_name: 'tooShort',
    });
    expect(issuesByPath(registrationSchema, { email: 'a@b.it', password: 'secret1', sex: 'x' })).toEqual({
      sex: 'invalidValue',
    });
  });

  it('requires the repeated password to match on the registration form', () => {
    expect(
      issuesByPath(registrationFormSchema, {
        email: 'a@b.it',
        password: 'secret1',
        repeat_password: 'secret2',
      }),
    ).toEqual({
      repeat_password: 'passwordMismatch',
    });
    expect(
      registrationFormSchema.safeParse({ email: 'a@b.it', password: 'secret1', repeat_password: 'secret1' })
        .success,
    ).toBe(true);
  });

  it('allows f, m and n as sex, and only m and f on the profile', () => {
    expect(['f', 'm', 'n'].map((sex) => sexSchema.safeParse(sex).success)).toEqual([true, true, true]);
    expect(['f', 'm', 'n'].map((sex) => profileSexSchema.safeParse(sex).success)).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('profile fields', () => {
  it('keeps names between 2 and 24 after trimming', () => {
    expect(issueMessages(personNameSchema, chars(1))).toEqual(['tooShort']);
    expect(issueMessages(personNameSchema, ` ${chars(1)} `)).toEqual(['tooShort']);
    expect(issueMessages(personNameSchema, chars(2))).toEqual([]);
    expect(issueMessages(personNameSchema, chars(24))).toEqual([]);
    expect(issueMessages(personNameSchema, chars(25))).toEqual(['tooLong']);
  });

  it('takes a phone with spaces, dashes, dots and brackets, and keeps it without them', () => {
    expect(phoneSchema.parse(' +39 333-123 4567 ')).toBe('+393331234567');
    expect(phoneSchema.parse('(333) 123.45.67')).toBe('3331234567');
    expect(issueMessages(phoneSchema, `+39 ${'3 '.repeat(11)}`)).toEqual(['tooLong']);
  });

  it('keeps phones between 10 and 15 characters of digits and a leading +', () => {
    expect(issueMessages(phoneSchema, '123456789')).toEqual(['tooShort']);
    expect(issueMessages(phoneSchema, '1234567890')).toEqual([]);
    expect(issueMessages(phoneSchema, '+39333123456789')).toEqual([]);
    expect(issueMessages(phoneSchema, '1234567890123456')).toEqual(['tooLong']);
    expect(issueMessages(phoneSchema, '33-312-345')).toEqual(['tooShort']);
    expect(issueMessages(phoneSchema, '333 123 4567 x9')).toEqual(['invalidPhone']);
    expect(issueMessages(phoneSchema, '33+31234567')).toEqual(['invalidPhone']);
  });

  it('takes a real past birthday as YYYY-MM-DD', () => {
    expect(issueMessages(birthdaySchema, '1990-02-28')).toEqual([]);
    expect(issueMessages(birthdaySchema, '2000-02-29')).toEqual([]);
    expect(issueMessages(birthdaySchema, '1990-02-30')).toEqual(['invalidDate']);
    expect(issueMessages(birthdaySchema, '28.02.1990')).toEqual(['invalidDate']);
    expect(issueMessages(birthdaySchema, '2999-01-01')).toEqual(['dateInFuture']);
  });

  it('keeps profile emails at 40 at most', () => {
    expect(issueMessages(profileEmailSchema, emailOfLength(40))).toEqual([]);
    expect(issueMessages(profileEmailSchema, emailOfLength(41))).toEqual(['tooLong']);
  });

  it('takes the middle name as optional, 2 to 24 characters when given', () => {
    const base = {
      first_name: 'Mario',
      last_name: 'Rossi',
      phone: '+393331234567',
      birthday: '1990-05-01',
      sex: 'm',
    };
    expect(profileUpdateSchema.parse({ ...base, second_name: '' }).second_name).toBe('');
    expect(profileUpdateSchema.parse(base).second_name).toBe('');
    expect(issuesByPath(profileUpdateSchema, { ...base, second_name: 'L' })).toEqual({
      second_name: 'tooShort',
    });
    expect(issuesByPath(profileUpdateSchema, { ...base, second_name: 'L'.repeat(25) })).toEqual({
      second_name: 'tooLong',
    });
  });

  it('requires every other profile field', () => {
    const profile = {
      first_name: 'Mario',
      last_name: 'Rossi',
      second_name: 'Luigi',
      phone: '+393331234567',
      birthday: '1990-05-01',
      sex: 'm',
    };
    expect(profileUpdateSchema.parse(profile)).toEqual(profile);
    expect(Object.keys(issuesByPath(profileUpdateSchema, {})).sort()).toEqual(
      ['birthday', 'first_name', 'last_name', 'phone', 'sex'].sort(),
    );
  });

  it('sends the new email alone and checks the repeat on the form', () => {
    expect(emailUpdateSchema.parse({ new_email: 'new@b.it', repeat_email: 'x' })).toEqual({
      new_email: 'new@b.it',
    });
    expect(
      issuesByPath(emailUpdateFormSchema, { new_email: 'new@b.it', repeat_email: 'other@b.it' }),
    ).toEqual({
      repeat_email: 'emailMismatch',
    });
    expect(
      emailUpdateFormSchema.safeParse({ new_email: 'New@b.it', repeat_email: 'new@b.it ' }).success,
    ).toBe(true);
  });

  it('checks the password update and its repeat', () => {
    expect(issuesByPath(passwordUpdateSchema, { old_password: '', new_password: chars(25) })).toEqual({
      old_password: 'fieldRequired',
      new_password: 'tooLong',
    });
    expect(passwordUpdateSchema.safeParse({ old_password: chars(30), new_password: chars(6) }).success).toBe(
      true,
    );
    expect(
      issuesByPath(passwordUpdateFormSchema, {
        old_password: 'old',
        new_password: 'secret1',
        repeat_password: 'secret2',
      }),
    ).toEqual({ repeat_password: 'passwordMismatch' });
  });
});

describe('admin user edit', () => {
  it('checks the email and password limits', () => {
    expect(issueMessages(adminUserEmailSchema, { user_uuid: UUID, email: emailOfLength(41) })).toEqual([
      'tooLong',
    ]);
    expect(issueMessages(adminUserPasswordSchema, { user_uuid: UUID, password: chars(25) })).toEqual([
      'tooLong',
    ]);
    expect(issueMessages(adminUserPasswordSchema, { user_uuid: 'short', password: chars(8) })).toContain(
      'invalidId',
    );
  });

  it('switches the status between active and not active only', () => {
    expect(adminUserStatusSchema.parse({ user_uuid: UUID, status: '1' }).status).toBe(1);
    expect(adminUserStatusSchema.parse({ user_uuid: UUID, status: 0 }).status).toBe(0);
    expect(issueMessages(adminUserStatusSchema, { user_uuid: UUID, status: 3 })).toEqual(['invalidValue']);
  });

  it('sets any system role', () => {
    expect(adminUserRoleSchema.parse({ user_uuid: UUID, system_role: 3 }).system_role).toBe(3);
    expect(issueMessages(adminUserRoleSchema, { user_uuid: UUID, system_role: 4 })).toEqual(['invalidValue']);
    expect(issueMessages(adminUserRoleSchema, { user_uuid: UUID, system_role: 'admin' })).toEqual([
      'invalidNumber',
    ]);
  });
});
