import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defined } from '../defined';
import * as shared from '../index';
import { personNameSchema } from './account';
import { issueText, messageTemplate } from './validation-messages';

function firstIssue(schema: z.ZodType, input: unknown): z.core.$ZodIssue {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return defined(result.error.issues[0], 'an issue');
}

describe('issue texts', () => {
  it('fills minimum and maximum from the issue', () => {
    expect(issueText(firstIssue(personNameSchema, 'a'))).toBe('Must be at least 2 characters');
    expect(issueText(firstIssue(personNameSchema, 'a'.repeat(25)))).toBe('Must be at most 24 characters');
  });

  it('uses the spec texts for spec keys and passes unknown messages through', () => {
    expect(issueText(firstIssue(z.string().min(1, 'fieldRequired'), ''))).toBe('This field is required');
    expect(issueText(firstIssue(z.string().min(1, 'Something custom'), ''))).toBe('Something custom');
    expect(messageTemplate('passwordMismatch')).toBe('Пароли не совпадают');
  });

  it('knows a text for every message key the schemas raise', () => {
    const probes: [z.ZodType, unknown][] = [
      [shared.registrationSchema, { email: 'x', password: '1', first_name: 'a', sex: 'q' }],
      [shared.profileUpdateSchema, { first_name: '', phone: 'x', birthday: '2999-01-01', sex: 'n' }],
      [shared.companyCreateSchema, { name: 'a', offical_name: '', offical_inn: '1', offical_ogrn: '1' }],
      [shared.companyBankInfoSchema, { bank_rs: '1', bik: '1', bank_ks: '1', bank_name: '' }],
      [shared.discountCodeSchema, { name: 'a-b', active: 'maybe', actions: [] }],
      [shared.storeSchema, { store_name: '', address: '', latitude: 100, longitude: 200, status: 2 }],
    ];
    for (const [schema, input] of probes) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of defined(result.error, 'the refusal').issues) {
        expect(
          shared.isMessageId(issue.message) || shared.isValidationMessageId(issue.message),
          issue.message,
        ).toBe(true);
      }
    }
  });
});

describe('wire schemas', () => {
  it('can all be described as JSON Schema for the OpenAPI document', () => {
    const schemas = Object.entries(shared as Record<string, unknown>).filter(
      (entry): entry is [string, z.ZodType] => entry[0].endsWith('Schema') && entry[1] instanceof z.ZodType,
    );
    expect(schemas.length).toBeGreaterThan(40);
    for (const [name, schema] of schemas) {
      expect(() => z.toJSONSchema(schema, { io: 'input' }), name).not.toThrow();
    }
  });
});
