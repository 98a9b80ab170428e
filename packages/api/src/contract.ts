import { z } from 'zod';

/** The contract's response envelopes (section 7 of the spec documents). */
export const dataResponse = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
/** A paged list's answer: one page of rows and how many the search and filters match. */
export const pagedResponse = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    total: z.number().int().nonnegative().describe('rows matching the search and filters'),
  });
export const responseOf = <T extends z.ZodType>(schema: T) => z.object({ response: schema });
export const updatedResponse = z.object({ response: z.literal(true) });
export const createdResponse = z.object({ response: z.string().length(36) });

export const updated = { response: true as const };
export const created = (id: string) => ({ response: id });
