import { useQuery } from '@tanstack/react-query';
import { TriangleAlertIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { useTRPC } from '../../lib/trpc';

/** A notice above the order desk's content: something the agent must know before acting. */
export function OrderNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <TriangleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}

/** How often the desk asks whether an outside service is paused when none is. */
const CHECK_EVERY_MS = 15_000;

/**
 * While the server pauses its calls to the billing system or the payment provider (its circuit
 * breaker opened after repeated failures), says so with the seconds left, counting down, so agents
 * know why SIM, resend and refund actions fail and when to try again.
 */
export function OutsideServicesNotice() {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.orders.outsideServices.queryOptions(),
    refetchInterval: CHECK_EVERY_MS,
  });
  const paused = (query.data ?? []).filter((state) => state.paused);
  const [now, setNow] = useState(() => Date.now());
  const counting = paused.length > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const { refetch } = query;
  const elapsedSeconds = Math.floor((now - query.dataUpdatedAt) / 1000);
  const over = paused.length > 0 && paused.every((state) => state.retryAfterSeconds <= elapsedSeconds);
  useEffect(() => {
    // The pause is over: ask again at once rather than at the next check.
    if (over) void refetch();
  }, [over, refetch]);

  return paused
    .filter((state) => state.retryAfterSeconds > elapsedSeconds)
    .map((state) => (
      <OrderNotice key={state.service}>
        <FormattedMessage
          id={`request.servicePaused.${state.service}`}
          values={{ seconds: state.retryAfterSeconds - elapsedSeconds }}
        />
      </OrderNotice>
    ));
}
