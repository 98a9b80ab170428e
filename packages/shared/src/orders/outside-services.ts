import { z } from 'zod';

/**
 * The outside systems the back office calls through a circuit breaker: after repeated failures it
 * stops calling one for a pause and answers at once. Staff are told so, with the time left.
 */
export const outsideServiceSchema = z.enum(['bss', 'payment']);
export type OutsideService = z.infer<typeof outsideServiceSchema>;

/** The name each service's client uses in errors and logs. */
export const OUTSIDE_SERVICES: Record<OutsideService, string> = {
  bss: 'BSS',
  payment: 'Payment provider',
};

const PAUSED_MESSAGES: Record<OutsideService, string> = {
  bss: 'The billing system is not answering; retry after {seconds} s',
  payment: 'The payment provider is not answering; retry after {seconds} s',
};

/** The answer's message while a service is paused (503 with the same seconds in Retry-After). */
export function servicePausedMessage(service: OutsideService, seconds: number): string {
  return PAUSED_MESSAGES[service].replace('{seconds}', String(seconds));
}

/** Reads such a message back (for the client to show it in its language), or null. */
export function parseServicePausedMessage(
  message: string,
): { service: OutsideService; seconds: number } | null {
  for (const service of Object.keys(PAUSED_MESSAGES) as OutsideService[]) {
    const [before, after] = PAUSED_MESSAGES[service].split('{seconds}') as [string, string];
    if (!message.startsWith(before) || !message.endsWith(after)) continue;
    const seconds = message.slice(before.length, message.length - after.length);
    if (/^\d+$/.test(seconds)) return { service, seconds: Number(seconds) };
  }
  return null;
}

/** The state of one service's circuit as this server instance sees it. */
export const outsideServiceStateSchema = z.object({
  service: outsideServiceSchema,
  /** True while calls are refused without trying. */
  paused: z.boolean(),
  /** Seconds until a trial call is let through (0 when not paused). */
  retryAfterSeconds: z.number().int(),
});
export type OutsideServiceState = z.infer<typeof outsideServiceStateSchema>;
