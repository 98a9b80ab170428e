import { type z } from 'zod';

/** Messages of the issues a schema raises for an input (empty when it parses). Used by the tests. */
export function issueMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** Paths (dot-joined) and messages of the issues, for object schemas. */
export function issuesByPath(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}
