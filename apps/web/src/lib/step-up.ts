import { type StepUpMethod } from '@backoffice/shared';
import { TRPCClientError } from '@trpc/client';

/** Answers whether the person confirmed it is them (false: they cancelled). */
type StepUpHandler = (methods: readonly StepUpMethod[]) => Promise<boolean>;

let handler: StepUpHandler | null = null;

/**
 * The signed-in app's step-up dialog registers here; a call refused for want of a recent confirmation
 * asks it, and is sent again once the person confirmed. Without a dialog (the access screens) the
 * refusal stands.
 */
export function handleStepUps(next: StepUpHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

export const askStepUp = (methods: readonly StepUpMethod[]): Promise<boolean> =>
  handler ? handler(methods) : Promise.resolve(false);

/** The ways a refused call says the person may confirm it is them; null for any other failure. */
export function stepUpMethodsOf(error: unknown): StepUpMethod[] | null {
  if (!(error instanceof TRPCClientError)) return null;
  const stepUp: unknown = (error.data as { stepUp?: unknown } | undefined)?.stepUp;
  return Array.isArray(stepUp) ? (stepUp as StepUpMethod[]) : null;
}
