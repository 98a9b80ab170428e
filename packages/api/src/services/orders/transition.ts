import { type Transition, type TransitionDecision } from '@backoffice/shared';

import { conflict } from '../../errors';

/** The row that applies, or the table's reason as a 409. */
export function allowedTransition(decision: TransitionDecision): Transition {
  if (!decision.allowed) throw conflict(decision.reason);
  return decision.transition;
}
