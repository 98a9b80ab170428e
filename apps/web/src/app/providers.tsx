import { Toaster } from '@backoffice/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { FeedbackProvider } from '../components/feedback';
import { LocaleProvider } from '../i18n';
import { queryClient, TRPCProvider, trpcClient } from '../lib/trpc';

function AppToaster() {
  const intl = useIntl();
  return (
    <Toaster
      label={intl.formatMessage({ id: 'common.notifications' })}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
    />
  );
}

/** Server state (TanStack Query + tRPC), the interface language, alerts and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <LocaleProvider>
          <FeedbackProvider>
            {children}
            <AppToaster />
          </FeedbackProvider>
        </LocaleProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
