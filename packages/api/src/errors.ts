import { TRPCError } from '@trpc/server';

/** Domain failures with the HTTP meaning the contract promises (400/401/403/404/409/413/429). */
export const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
export const unauthorized = (message = 'Session is missing or expired') =>
  new TRPCError({ code: 'UNAUTHORIZED', message });
export const forbidden = (message = 'Your role does not allow this action') =>
  new TRPCError({ code: 'FORBIDDEN', message });
export const notFound = (what: string) => new TRPCError({ code: 'NOT_FOUND', message: `${what} not found` });
export const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });
export const tooManyRequests = (message: string) => new TRPCError({ code: 'TOO_MANY_REQUESTS', message });

interface PrismaKnownError {
  code: string;
  meta?: { target?: unknown; modelName?: string };
}
const isPrismaKnownError = (error: unknown): error is PrismaKnownError =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  typeof (error as { code: unknown }).code === 'string' &&
  /^P\d{4}$/.test((error as { code: string }).code);

/** Turns database constraint failures into client errors instead of 500s. */
export function mapDatabaseError(error: unknown): unknown {
  if (!isPrismaKnownError(error)) return error;
  switch (error.code) {
    case 'P2002':
      return conflict('A record with the same unique value already exists');
    case 'P2025':
    case 'P2001':
      return new TRPCError({ code: 'NOT_FOUND', message: 'Record not found' });
    case 'P2003':
      return badRequest('A referenced record does not exist');
    case 'P2000':
      return badRequest('A value is too long for its field');
    default:
      return error;
  }
}
