import type { AppRouter } from '@backoffice/api';
import { formatDate } from '@backoffice/shared';
import type { inferRouterInputs } from '@trpc/server';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@backoffice/ui';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';

import { useTRPC } from '../lib/trpc';
import { auditActionLabel, auditFieldLabel } from './audit-labels';

const HISTORY_LIMIT = 10;

/** The record's recent history from the audit log, newest first. */
/** The records that have a history: users, companies and the content resources. */
export type AuditEntityType = inferRouterInputs<AppRouter>['audit']['getAuditLog']['entity_type'];

export function AuditHistory({ entityType, entityId }: { entityType: AuditEntityType; entityId: string }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const log = useQuery(
    trpc.audit.getAuditLog.queryOptions({
      entity_type: entityType,
      entity_id: entityId,
      limit: HISTORY_LIMIT,
    }),
  );
  const title = intl.formatMessage({ id: 'admin.history.title' });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {log.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : log.isError ? (
          <p className="text-sm text-destructive">
            <FormattedMessage id="page.loadErrorText" />
          </p>
        ) : log.data.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="admin.history.empty" />
          </p>
        ) : (
          <ol aria-label={title} className="grid gap-2 text-sm">
            {log.data.data.map((entry) => {
              const fields =
                entry.changes && typeof entry.changes === 'object'
                  ? Object.keys(entry.changes)
                      .map((field) => auditFieldLabel(intl, field))
                      .join(', ')
                  : '';
              return (
                <li key={entry.id} className="grid gap-0.5 border-b pb-2 last:border-b-0">
                  <span className="font-medium">{auditActionLabel(intl, entry.action)}</span>
                  <span className="text-muted-foreground">
                    {formatDate(entry.create_at, 'DD.MM.YYYY HH:mm')} ·{' '}
                    {entry.actor_email ?? intl.formatMessage({ id: 'admin.history.system' })}
                  </span>
                  {fields ? (
                    <span className="text-muted-foreground">
                      <FormattedMessage id="admin.history.fields" values={{ fields }} />
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
