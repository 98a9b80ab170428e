import { TRPCClientError } from '@trpc/client';
import { type OrderFieldChange } from '@backoffice/shared';

/** A validation problem reported by the server: `messageId` is a message key of @backoffice/shared. */
export interface ServerIssue {
  path: (string | number)[];
  message: string;
  messageId?: string;
  minimum?: number;
  maximum?: number;
}

/** HTTP status of a failed call; undefined when the server was not reached. */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const status: unknown = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

export function isUnauthorizedError(error: unknown): boolean {
  return httpStatusOf(error) === 401;
}

/** True when the server answered with an error of its own (as opposed to a network failure). */
export function isServerAnswer(error: unknown): error is TRPCClientError<never> {
  return httpStatusOf(error) !== undefined;
}

export function serverIssuesOf(error: unknown): ServerIssue[] {
  if (!(error instanceof TRPCClientError)) return [];
  const issues: unknown = (error.data as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? (issues as ServerIssue[]) : [];
}

/** The change that made an order action stale (409): the order's version now, who changed it and when. */
export interface StaleOrderChange {
  version: number;
  changedBy: string;
  changedAt: string;
}

export function staleOrderOf(error: unknown): StaleOrderChange | null {
  if (!(error instanceof TRPCClientError)) return null;
  const change: unknown = (error.data as { staleOrder?: unknown } | undefined)?.staleOrder;
  return change && typeof change === 'object' ? (change as StaleOrderChange) : null;
}

export function orderFieldChangesOf(error: unknown): OrderFieldChange[] | null {
  if (!(error instanceof TRPCClientError)) return null;
  const changes: unknown = (error.data as { fieldChanges?: unknown } | undefined)?.fieldChanges;
  return Array.isArray(changes) ? (changes as OrderFieldChange[]) : null;
}
