import { Button } from '@backoffice/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';

import { useTRPC } from '../../lib/trpc';

/**
 * The caller's pending invitations (a company manager added them as an employee): nothing is shared
 * with that company until the invitation is accepted here. Shows nothing when there are none.
 */
export function CompanyInvitations() {
  const trpc = useTRPC();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const invitations = useQuery(trpc.company.employee.getInvitations.queryOptions());
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.company.employee.getInvitations.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.company.getList.pathKey() }),
    ]);
  const accept = useMutation(trpc.company.employee.acceptInvitation.mutationOptions({ onSuccess: refresh }));
  const decline = useMutation(
    trpc.company.employee.declineInvitation.mutationOptions({ onSuccess: refresh }),
  );
  const rows = invitations.data?.data ?? [];
  if (rows.length === 0) return null;
  const busy = accept.isPending || decline.isPending;

  return (
    <section aria-labelledby="company-invitations" className="mb-6 rounded-md border p-4">
      <h2 id="company-invitations" className="mb-3 font-semibold">
        <FormattedMessage id="company.invitations.title" />
      </h2>
      <ul className="space-y-2">
        {rows.map((invitation) => {
          const company = invitation.company_name;
          return (
            <li key={invitation.company_uuid} className="flex flex-wrap items-center gap-3">
              <span className="grow">
                <FormattedMessage id="company.invitations.text" values={{ company }} />
              </span>
              <Button
                size="sm"
                disabled={busy}
                aria-label={intl.formatMessage({ id: 'company.invitations.acceptLabel' }, { company })}
                onClick={() => accept.mutate({ company_uuid: invitation.company_uuid })}
              >
                <FormattedMessage id="company.invitations.accept" />
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={intl.formatMessage({ id: 'company.invitations.declineLabel' }, { company })}
                onClick={() => decline.mutate({ company_uuid: invitation.company_uuid })}
              >
                <FormattedMessage id="company.invitations.decline" />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
