import { Button } from '@backoffice/ui';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';

import { DataTable, type DataTableColumn, toListInput } from '../../components/data-table';
import { PageHeader } from '../../components/page';
import { useListUrlState } from '../../hooks/use-url-state';
import { useTRPC } from '../../lib/trpc';
import { CompanyStatusBadge } from './company-status-badge';

interface CompanyRow {
  id: number;
  uuid: string;
  name: string;
  status: number;
}

/** /company/list: the caller's companies, 15 a page; the name opens the dashboard. */
export function CompanyListPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const list = useListUrlState({ sortFields: ['id', 'name', 'status'] });
  const query = useQuery({
    ...trpc.company.getList.queryOptions(toListInput(list)),
    placeholderData: (previous) => previous,
  });

  const columns = useMemo<DataTableColumn<CompanyRow>[]>(
    () => [
      {
        id: 'id',
        accessorKey: 'id',
        enableSorting: true,
        header: () => <FormattedMessage id="company.col.id" />,
      },
      {
        id: 'name',
        accessorKey: 'name',
        enableSorting: true,
        header: () => <FormattedMessage id="company.col.name" />,
        cell: ({ row }) => (
          <Link
            href={`/company/dashboard/${row.original.uuid}`}
            className="font-medium underline-offset-4 hover:underline"
          >
            {row.original.name}
          </Link>
        ),
      },
      {
        id: 'status',
        accessorKey: 'status',
        enableSorting: true,
        header: () => <FormattedMessage id="company.col.status" />,
        cell: ({ row }) => <CompanyStatusBadge status={row.original.status} />,
      },
    ],
    [],
  );

  const title = intl.formatMessage({ id: 'route.companyList' });
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
      <DataTable
        columns={columns}
        rows={query.data?.data}
        total={query.data?.total}
        isLoading={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        state={list}
        label={title}
        getRowId={(row) => row.uuid}
      />
    </>
  );
}
