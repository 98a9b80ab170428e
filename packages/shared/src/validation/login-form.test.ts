import { describe, expect, it } from 'vitest';

import { defined } from '../defined';
import { loginSchema } from './account';
import { loginFormSchema } from './login-form';

const answer = (result: {
  success: boolean;
  data?: unknown;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? { data: result.data }
    : { issues: defined(result.error, 'the refusal').issues.map(({ path, message }) => ({ path, message })) };

describe('loginFormSchema (the login page) answers as loginSchema (the server)', () => {
  it.each([
    { email: ' staff@example.com ', password: 'secret-1' },
    { email: '', password: '' },
    { email: '   ', password: 'x'.repeat(33) },
    { email: 'not-an-email', password: '12345' },
    { email: `${'a'.repeat(120)}@example.com`, password: '123456' },
    { email: 42, password: null },
    {},
  ])('%j', (input) => {
    expect(answer(loginFormSchema.safeParse(input))).toEqual(answer(loginSchema.safeParse(input)));
  });
});
