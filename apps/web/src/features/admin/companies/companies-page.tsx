import { PAGE_SIZE } from '@backoffice/shared';
import { Button } from '@backoffice/ui';
import { useQuery } from '@tanstack/react-query';
import { PencilIcon } from 'lucide-react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';

import { DataTable, type DataTableColumn, toListInput } from '../../../components/data-table';
import { PageHeader } from '../../../components/page';
import { useListUrlState } from '../../../hooks/use-url-state';
import { useTRPC } from '../../../lib/trpc';

interface CompanyRow {
  company_uuid: string;
  name: string;
  inn: string;
  ogrn: string;
  address: string;
  ceo_full_name: string;
  bank_rs: string;
  bik: string;
  bank_name: string;
}

/**
 * /admin/companies: 15 a page, server search and sort, all in the URL. The procedure takes
 * limit/offset, so the table's page becomes offset = (page - 1) * 15.
 */
export function CompaniesPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const list = useListUrlState({ sortFields: ['name', 'inn', 'ogrn', 'ceo_full_name', 'bank_name'] });
  const { page, sort, direction, search } = toListInput(list, PAGE_SIZE);
  const query = useQuery({
    ...trpc.company.admin.getCompanies.queryOptions({
      ...(sort === undefined ? {} : { sort }),
      direction,
      search,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    }),
    placeholderData: (previous) => previous,
  });

  const columns = useMemo<DataTableColumn<CompanyRow>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        enableSorting: true,
        header: () => <FormattedMessage id="admin.companies.col.name" />,
      },
      {
        id: 'inn',
        accessorKey: 'inn',
        enableSorting: true,
        header: () => <FormattedMessage id="admin.companies.col.inn" />,
      },
      {
        id: 'ogrn',
        accessorKey: 'ogrn',
        enableSorting: true,
        header: () => <FormattedMessage id="admin.companies.col.ogrn" />,
      },
      {
        id: 'address',
        accessorKey: 'address',
        header: () => <FormattedMessage id="admin.companies.col.address" />,
      },
      {
        id: 'ceo_full_name',
        accessorKey: 'ceo_full_name',
        enableSorting: true,
        header: () => <FormattedMessage id="admin.companies.col.ceo" />,
      },
      {
        id: 'bank_rs',
        accessorKey: 'bank_rs',
        header: () => <FormattedMessage id="admin.companies.col.bankRs" />,
      },
      { id: 'bik', accessorKey: 'bik', header: () => <FormattedMessage id="admin.companies.col.bik" /> },
      {
        id: 'bank_name',
        accessorKey: 'bank_name',
        enableSorting: true,
        header: () => <FormattedMessage id="admin.companies.col.bankName" />,
      },
      {
        id: 'action',
        header: () => <FormattedMessage id="admin.col.action" />,
        cell: ({ row }) => (
          <Button asChild variant="outline" size="sm">
            <Link
              href={`/admin/edit-company/${row.original.company_uuid}`}
              aria-label={intl.formatMessage({ id: 'admin.action.editNamed' }, { name: row.original.name })}
            >
              <PencilIcon aria-hidden="true" />
              <FormattedMessage id="admin.action.edit" />
            </Link>
          </Button>
        ),
      },
    ],
    [intl],
  );

  return (
    <>
      <PageHeader />
      <DataTable
        columns={columns}
        rows={query.data?.data}
        total={query.data?.total}
        isLoading={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        state={list}
        label={intl.formatMessage({ id: 'route.adminCompanies' })}
        searchLabel={intl.formatMessage({ id: 'admin.companies.search' })}
        searchPlaceholder={intl.formatMessage({ id: 'admin.companies.search' })}
        getRowId={(row) => row.company_uuid}
      />
    </>
  );
}
