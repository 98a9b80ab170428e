import { describe, expect, it } from 'vitest';
import {
  booleanFlagSchema,
  decimalSchema,
  integerSchema,
  isCreatedId,
  numericEnumSchema,
  optionalText,
  publishChangeSchema,
  publishFlagSchema,
  requiredText,
  romeDateTimeSchema,
  textSchema,
  uuidSchema,
} from './primitives';
import { issueMessages } from './test-support';

describe('ids', () => {
  it('accepts 36-character UUIDs of any version', () => {
    expect(uuidSchema.safeParse('0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4').success).toBe(true);
    expect(uuidSchema.safeParse('00000000-0000-0000-0000-000000000000').success).toBe(true);
    expect(uuidSchema.safeParse('0B6F1C2E-3D4A-1B5C-0D6E-7F8091A2B3C4').success).toBe(true);
  });

  it('rejects other lengths and layouts', () => {
    expect(issueMessages(uuidSchema, '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c')).toContain('invalidId');
    expect(issueMessages(uuidSchema, '0b6f1c2e03d4a04b5c08d6e07f8091a2b3c4')).toEqual(['invalidId']);
    expect(issueMessages(uuidSchema, 'zb6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4')).toEqual(['invalidId']);
  });

  it('treats only a 36-character string as a created id', () => {
    expect(isCreatedId('0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4')).toBe(true);
    expect(isCreatedId('Ошибка: компания уже существует')).toBe(false);
    expect(isCreatedId(true)).toBe(false);
    expect(isCreatedId('x'.repeat(37))).toBe(false);
  });
});

describe('flags', () => {
  it.each([
    [1, 1],
    [0, 0],
    [true, 1],
    [false, 0],
    ['1', 1],
    ['0', 0],
    ['true', 1],
    ['false', 0],
  ] as const)('publish %j -> %j', (input, output) => {
    expect(publishFlagSchema.parse(input)).toBe(output);
  });

  it.each([2, -1, 'yes', '', null])('rejects %j as a flag', (input) => {
    expect(issueMessages(publishFlagSchema, input)).toEqual(['invalidFlag']);
  });

  it('reports a missing flag as required', () => {
    expect(issueMessages(publishFlagSchema, undefined)).toEqual(['fieldRequired']);
  });

  it('gives booleans for multipart flags', () => {
    expect(booleanFlagSchema.parse('true')).toBe(true);
    expect(booleanFlagSchema.parse(0)).toBe(false);
  });

  it('checks the publish change body', () => {
    expect(
      publishChangeSchema.parse({ uuid: '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4', publish: true }),
    ).toEqual({
      uuid: '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4',
      publish: 1,
    });
  });
});

describe('numbers', () => {
  it('reads whole numbers from numbers and digit strings', () => {
    const schema = integerSchema({ min: 0, max: 10 });
    expect(schema.parse(' 7 ')).toBe(7);
    expect(schema.parse(10)).toBe(10);
    expect(issueMessages(schema, 11)).toEqual(['tooBig']);
    expect(issueMessages(schema, '-1')).toEqual(['tooSmall']);
    expect(issueMessages(schema, '1e3')).toEqual(['invalidNumber']);
    expect(issueMessages(schema, '')).toEqual(['invalidNumber']);
    expect(issueMessages(schema, true)).toEqual(['invalidNumber']);
  });

  it('restricts numeric enumerations', () => {
    const schema = numericEnumSchema([0, 1, 2] as const);
    expect(schema.parse('2')).toBe(2);
    expect(issueMessages(schema, 3)).toEqual(['invalidValue']);
  });

  it('reads decimal amounts with a dot or a comma', () => {
    expect(decimalSchema.parse('12,5')).toBe(12.5);
    expect(decimalSchema.parse('12.50')).toBe(12.5);
    expect(decimalSchema.parse(3)).toBe(3);
    expect(issueMessages(decimalSchema, 'abc')).toEqual(['writeNumber']);
    expect(issueMessages(decimalSchema, Number.POSITIVE_INFINITY)).toEqual(['writeNumber']);
  });
});

describe('texts and dates', () => {
  it('reports missing texts as required and other types as invalid', () => {
    expect(issueMessages(textSchema(), undefined)).toEqual(['fieldRequired']);
    expect(issueMessages(textSchema(), 42)).toEqual(['invalidValue']);
    expect(issueMessages(requiredText(5), '   ')).toEqual(['fieldRequired']);
    expect(issueMessages(requiredText(5), 'abcdef')).toEqual(['tooLong']);
  });

  it('makes missing optional texts empty', () => {
    expect(optionalText(5).parse(undefined)).toBe('');
    expect(optionalText(5).parse(null)).toBe('');
    expect(optionalText(5).parse(' ab ')).toBe('ab');
    expect(issueMessages(optionalText(5), 'abcdef')).toEqual(['tooLong']);
  });

  it('accepts Rome date-times in the wire format only', () => {
    expect(romeDateTimeSchema.parse('2026-07-01 00:00:00')).toBe('2026-07-01 00:00:00');
    expect(issueMessages(romeDateTimeSchema, '2026-07-01')).toEqual(['invalidDateTime']);
    expect(issueMessages(romeDateTimeSchema, '2026-02-30 00:00:00')).toEqual(['invalidDateTime']);
  });
});
