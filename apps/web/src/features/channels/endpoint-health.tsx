import { TriangleAlertIcon } from 'lucide-react';
import { FormattedMessage } from 'react-intl';

import { type EndpointRow } from './channel-types';
import { endpointHealth, listDateTime } from './labels';

/** What the server says about an endpoint that fails: disabled after three days, or failing since. */
export function EndpointHealthNotice({ endpoint }: { endpoint: EndpointRow }) {
  const health = endpointHealth(endpoint);
  if (health.kind === 'ok') return null;
  if (health.kind === 'failing')
    return (
      <span className="flex items-center gap-1 text-xs text-amber-800">
        <TriangleAlertIcon aria-hidden="true" className="size-3.5 shrink-0" />
        <FormattedMessage id="channels.webhooks.failingSince" values={{ date: listDateTime(health.since) }} />
      </span>
    );
  return (
    <span className="flex items-start gap-1.5 rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-amber-900">
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <FormattedMessage
        id="channels.webhooks.autoDisabledNotice"
        values={{ date: listDateTime(health.since) }}
      />
    </span>
  );
}
