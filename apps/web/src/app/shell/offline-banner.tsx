import { onlineManager } from '@tanstack/react-query';
import { WifiOffIcon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';

const isOnline = () => onlineManager.isOnline();

/**
 * Says when the browser is offline: calls wait (TanStack Query pauses them) and are sent when the
 * connection is back, so a spinner never turns silently forever.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore((notify) => onlineManager.subscribe(notify), isOnline);
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="flex items-center gap-2 bg-warning px-4 py-2 text-sm font-medium text-warning-foreground">
          <WifiOffIcon aria-hidden="true" className="size-4 shrink-0" />
          <FormattedMessage id="shell.offline" />
        </p>
      )}
    </div>
  );
}
