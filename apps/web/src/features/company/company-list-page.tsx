import { Button } from '@backoffice/ui';
import { PlusIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';

import {
  type DataTableColumn,
  QueryDataTable,
  sortableColumn,
  toListInput,
  useListQuery,
} from '../../components/data-table';
import { PageHeader } from '../../components/page';
import { useListUrlState } from '../../hooks/use-url-state';
import { useTRPC } from '../../lib/trpc';
import { CompanyInvitations } from './company-invitations';
import { CompanyStatusBadge } from './company-status-badge';
import { COMPANY_PATHS, companyPath } from './paths';

interface CompanyRow {
  id: number;
  uuid: string;
  name: string;
  status: number;
}

const columns: DataTableColumn<CompanyRow>[] = [
  sortableColumn('id', 'company.col.id'),
  sortableColumn('name', 'company.col.name', (company) => (
    <Link
      href={companyPath('dashboard', company.uuid)}
      className="font-medium underline-offset-4 hover:underline"
    >
      {company.name}
    </Link>
  )),
  sortableColumn('status', 'company.col.status', (company) => <CompanyStatusBadge status={company.status} />),
];

/** /company/list: the caller's companies, 15 a page; the name opens the dashboard. */
export function CompanyListPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const list = useListUrlState({ sortFields: ['id', 'name', 'status'] });
  const query = useListQuery(trpc.company.getList.queryOptions(toListInput(list)));

  return (
    <>
      <PageHeader
        actions={
          <Button asChild>
            <Link href="/company/create">
              <PlusIcon aria-hidden="true" />
              <FormattedMessage id="company.list.create" />
            </Link>
          </Button>
        }
      />
      <CompanyInvitations />
      <QueryDataTable
        query={query}
        columns={columns}
        state={list}
        label={intl.formatMessage({ id: 'route.companyList' })}
        paletteActions={[
          {
            id: 'new',
            label: intl.formatMessage({ id: 'company.list.create' }),
            icon: PlusIcon,
            run: () => navigate(COMPANY_PATHS.create),
          },
        ]}
      />
    </>
  );
}
