import { API_KEY_POLICIES, apiKeyCreateSchema, apiKeyWire, FIELD_LIMITS } from '@backoffice/shared';
import { Badge } from '@backoffice/ui';
import { BanIcon } from 'lucide-react';
import { FormattedMessage } from 'react-intl';

import { defineResourcePage } from '../../components/resource';
import { listDateTime, POLICY_LABEL_IDS } from './labels';

/**
 * /settings/api-keys: the keys other channels call the API with. A key is created with its name and
 * policy and its secret is shown once; it is never edited, only revoked (after a question).
 */
export const apiKeysPage = defineResourcePage((trpc) => trpc.channels.apiKeys)({
  wire: apiKeyWire,
  savedViews: false,
  columns: [
    {
      field: 'name',
      titleId: 'channels.apiKeys.col.name',
      sortable: true,
      render: (row) => <span className="font-medium">{row.name}</span>,
    },
    {
      field: 'policy',
      titleId: 'channels.apiKeys.col.policy',
      sortable: true,
      render: (row) => <FormattedMessage id={POLICY_LABEL_IDS[row.policy].labelId} />,
    },
    {
      field: 'prefix',
      titleId: 'channels.apiKeys.col.prefix',
      render: (row) => <code className="text-xs whitespace-nowrap">{row.prefix}…</code>,
    },
    { field: 'created_at', titleId: 'channels.apiKeys.col.created', format: 'dateTime', sortable: true },
    {
      field: 'last_used_at',
      titleId: 'channels.apiKeys.col.lastUsed',
      sortable: true,
      render: (row) =>
        row.last_used_at ? listDateTime(row.last_used_at) : <FormattedMessage id="channels.apiKeys.never" />,
    },
    {
      field: 'revoked',
      titleId: 'channels.apiKeys.col.status',
      render: (row) => (
        <Badge variant={row.revoked ? 'neutral' : 'success'}>
          <FormattedMessage id={row.revoked ? 'channels.apiKeys.revoked' : 'channels.apiKeys.active'} />
        </Badge>
      ),
    },
  ],
  searchFields: ['name', 'prefix'],
  defaultSort: { field: 'created_at', direction: 'desc' },
  rowTitle: (row) => row.name,
  rowActions: [
    {
      kind: 'call',
      textId: 'channels.apiKeys.revoke',
      labelId: 'channels.apiKeys.revokeLabel',
      icon: BanIcon,
      procedure: (trpc) => trpc.channels.apiKeys.revoke,
      input: (row) => ({ uuid: row.uuid }),
      shownFor: (row) => !row.revoked,
      confirm: {
        titleId: 'channels.apiKeys.revokeTitle',
        textId: 'channels.apiKeys.revokeText',
        confirmId: 'channels.apiKeys.revoke',
      },
      doneId: 'channels.apiKeys.revokedText',
    },
  ],
  secret: { titleId: 'channels.apiKeys.secretTitle', textId: 'channels.apiKeys.secretText' },
  form: {
    schema: apiKeyCreateSchema,
    defaults: () => ({ policy: 'channel' as const }),
    fields: [
      {
        kind: 'text',
        name: 'name',
        labelId: 'channels.apiKeys.name',
        hintId: 'channels.apiKeys.nameHint',
        required: true,
        maxLength: FIELD_LIMITS.textMax,
      },
      {
        kind: 'radio',
        name: 'policy',
        labelId: 'channels.apiKeys.policy',
        required: true,
        options: API_KEY_POLICIES.map((policy) => ({
          value: policy,
          labelId: POLICY_LABEL_IDS[policy].labelId,
          hintId: POLICY_LABEL_IDS[policy].hintId,
        })),
      },
    ],
  },
  texts: {
    addId: 'channels.apiKeys.add',
    createTitleId: 'channels.apiKeys.add',
    createSaveId: 'channels.apiKeys.create',
    introId: 'channels.apiKeys.intro',
    formTextId: 'channels.apiKeys.createText',
    emptyId: 'channels.apiKeys.empty',
    emptyTextId: 'channels.apiKeys.emptyText',
  },
});
