import { FIELD_LIMITS, webhookEndpointInputSchema, webhookEndpointWire } from '@backoffice/shared';
import { Badge, Button } from '@backoffice/ui';
import { BookOpenIcon, ListIcon } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

import { defineResourcePage } from '../../components/resource';
import { EndpointHealthNotice } from './endpoint-health';
import { WEBHOOK_EVENT_CHOICES } from './labels';
import { CHANNEL_PATHS, deliveriesPath } from './paths';

/**
 * /settings/webhooks: the endpoints told about events. Created with their signing secret shown once,
 * edited and deleted in dialogs; each row leads to its deliveries. The server's refusals of an address
 * (a private one, a host that does not resolve) show under the URL.
 */
export const webhooksPage = defineResourcePage((trpc) => trpc.channels.webhooks)({
  wire: webhookEndpointWire,
  savedViews: false,
  columns: [
    {
      field: 'url',
      titleId: 'channels.webhooks.col.url',
      sortable: true,
      render: (row) => (
        <div className="grid max-w-md gap-1">
          <Link
            href={deliveriesPath(row.uuid)}
            className="font-medium break-all underline-offset-4 hover:underline"
          >
            {row.url}
          </Link>
          <EndpointHealthNotice endpoint={row} />
        </div>
      ),
    },
    {
      field: 'events',
      titleId: 'channels.webhooks.col.events',
      render: (row) => (
        <ul className="flex max-w-xs flex-wrap gap-1">
          {row.events.map((event) => (
            <li key={event}>
              <Badge variant="outline" className="font-mono">
                {event}
              </Badge>
            </li>
          ))}
        </ul>
      ),
    },
    { field: 'created_at', titleId: 'channels.webhooks.col.created', format: 'dateTime', sortable: true },
  ],
  searchFields: ['url'],
  defaultSort: { field: 'created_at', direction: 'desc' },
  rowTitle: (row) => row.url,
  listActions: () => (
    <Button asChild variant="outline">
      <Link href={CHANNEL_PATHS.webhookEvents}>
        <BookOpenIcon aria-hidden="true" />
        <FormattedMessage id="channels.webhooks.events.link" />
      </Link>
    </Button>
  ),
  rowActions: [
    {
      kind: 'link',
      textId: 'channels.webhooks.deliveries',
      labelId: 'channels.webhooks.deliveriesOf',
      icon: ListIcon,
      href: (row) => deliveriesPath(row.uuid),
    },
  ],
  secret: { titleId: 'channels.webhooks.secretTitle', textId: 'channels.webhooks.secretText' },
  form: {
    schema: webhookEndpointInputSchema,
    defaults: () => ({ enabled: true }),
    fields: [
      {
        kind: 'url',
        name: 'url',
        labelId: 'channels.webhooks.url',
        hintId: 'channels.webhooks.urlHint',
        required: true,
        maxLength: FIELD_LIMITS.linkMax,
      },
      {
        kind: 'checkboxes',
        name: 'events',
        labelId: 'channels.webhooks.events',
        required: true,
        options: WEBHOOK_EVENT_CHOICES.map((choice) => ({ value: choice.value, hintId: choice.meaningId })),
      },
      {
        kind: 'switch',
        name: 'enabled',
        labelId: 'channels.webhooks.enabled',
        hintId: 'channels.webhooks.enabledHint',
      },
    ],
  },
  texts: {
    addId: 'channels.webhooks.add',
    createTitleId: 'channels.webhooks.createTitle',
    editTitleId: 'channels.webhooks.editTitle',
    deleteConfirmId: 'channels.webhooks.deleteTitle',
    deleteTextId: 'channels.webhooks.deleteText',
    deletedId: 'channels.webhooks.deleted',
    updatedId: 'channels.webhooks.saved',
    introId: 'channels.webhooks.intro',
    flagColumnId: 'channels.webhooks.col.enabled',
    flagLabelId: 'channels.webhooks.switchLabel',
    formTextId: 'channels.webhooks.formText',
    emptyId: 'channels.webhooks.empty',
    emptyTextId: 'channels.webhooks.emptyText',
  },
});
