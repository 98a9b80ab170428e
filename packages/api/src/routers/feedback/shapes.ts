import { z } from 'zod';

import { type Prisma } from '@backoffice/db';
import {
  FIELD_LIMITS,
  integerSchema,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  requiredOr,
  SORT_DIRECTIONS,
  textSchema,
  timestampRow,
  uuidSchema,
} from '@backoffice/shared';

import { pagedResponse } from '../../contract';

const flag = z.union([z.literal(0), z.literal(1)]);
const timestamp = timestampRow;

/** Read state every feedback row carries: read 1 once a staff member has opened it. */
const readState = {
  read: flag.describe('1 once a staff member has opened the message'),
  read_at: timestampRow.nullable().describe('When it was first opened, null while unread'),
};

export const contactMessageRowSchema = z.object({
  uuid: z.string(),
  create_at: timestamp,
  topic: z.string(),
  name: z.string(),
  mail: z.string(),
  phone: z.string(),
  link: z
    .string()
    .describe('stored path of the attached file ("" when none); download it with POST /api/file/get-files'),
  message: z.string(),
  ...readState,
});
export type ContactMessageRow = z.infer<typeof contactMessageRowSchema>;

export const partnerRequestRowSchema = z.object({
  uuid: z.string(),
  create_at: timestamp,
  business_name: z.string(),
  contact_name: z.string(),
  region: z.string(),
  province: z.string(),
  address: z.string(),
  postcode: z.string(),
  vat_number: z.string(),
  email: z.string(),
  phone_number: z.string(),
  ...readState,
});
export type PartnerRequestRow = z.infer<typeof partnerRequestRowSchema>;

const readFields = (row: { readAt: Date | null }): { read: 0 | 1; read_at: string | null } => ({
  read: row.readAt ? 1 : 0,
  read_at: row.readAt?.toISOString() ?? null,
});

export const toContactMessageRow = (row: Prisma.ContactMessageGetPayload<object>): ContactMessageRow => ({
  uuid: row.id,
  create_at: row.createdAt.toISOString(),
  topic: row.topic,
  name: row.name,
  mail: row.mail,
  phone: row.phone,
  link: row.link,
  message: row.message,
  ...readFields(row),
});

export const toPartnerRequestRow = (row: Prisma.PartnerRequestGetPayload<object>): PartnerRequestRow => ({
  uuid: row.id,
  create_at: row.createdAt.toISOString(),
  business_name: row.businessName,
  contact_name: row.contactName,
  region: row.region,
  province: row.province,
  address: row.address,
  postcode: row.postcode,
  vat_number: row.vatNumber,
  email: row.email,
  phone_number: row.phoneNumber,
  ...readFields(row),
});

/**
 * The lists' optional paging, sort, search and read filter. Without `page` the whole list is
 * answered (the contract's callers expect every row); with it, one page of `pageSize` (15 by default).
 */
export function feedbackListInput<const F extends string>(sortFields: readonly [F, ...F[]]) {
  return z
    .object({
      page: integerSchema({ min: 1 }).optional(),
      pageSize: integerSchema({ min: 1, max: MAX_PAGE_SIZE }).optional(),
      sort: z.enum(sortFields, { error: requiredOr('invalidValue') }).optional(),
      direction: z.enum(SORT_DIRECTIONS, { error: requiredOr('invalidValue') }).optional(),
      search: textSchema().trim().max(FIELD_LIMITS.searchMax, 'tooLong').optional(),
      read: z
        .enum(['0', '1'], { error: requiredOr('invalidValue') })
        .optional()
        .describe('1: only messages already opened; 0: only unread ones'),
    })
    .optional()
    .transform((input) => input ?? {});
}

export const feedbackListOutput = <T extends z.ZodType>(row: T) =>
  pagedResponse(row).extend({
    unread: z.number().int().nonnegative().describe('unread rows in the whole list'),
  });

export const feedbackUuidInput = z.object({ uuid: uuidSchema });

export const readWhere = (read: '0' | '1' | undefined) =>
  read === undefined ? {} : { readAt: read === '1' ? { not: null } : null };

export const paging = (input: { page?: number; pageSize?: number }): { skip?: number; take?: number } =>
  input.page === undefined
    ? {}
    : { skip: (input.page - 1) * (input.pageSize ?? PAGE_SIZE), take: input.pageSize ?? PAGE_SIZE };

export const changeReadInput = z.object({
  uuid: uuidSchema,
  read: z
    .union([z.literal(0), z.literal(1), z.boolean()])
    .transform((value) => value === true || value === 1),
});
