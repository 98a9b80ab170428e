import { Badge, Button, NativeSelect, NativeSelectOption } from '@backoffice/ui';
import { useQuery } from '@tanstack/react-query';
import { Building2Icon, PencilIcon } from 'lucide-react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';

import { DataTable, type DataTableColumn, toListInput } from '../../components/data-table';
import { PageHeader } from '../../components/page';
import { useListUrlState } from '../../hooks/use-url-state';
import { useTRPC } from '../../lib/trpc';
import { roleLabelId, SYSTEM_ROLE_IDS, USER_STATUS_IDS, userStatusLabelId } from './enum-labels';

interface UserRow {
  user_uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  status: number;
  system_role: number;
}

/** /admin/users: 15 a page, search, role and status filters, sort by any column, all in the URL. */
export function UsersPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const list = useListUrlState({
    sortFields: ['first_name', 'last_name', 'system_role', 'status', 'email'],
    filterKeys: ['role', 'status'],
  });
  const { role, status, ...rest } = toListInput(list);
  const query = useQuery({
    ...trpc.account.admin.getUsers.queryOptions({
      ...rest,
      ...(role === undefined ? {} : { role: Number(role) }),
      ...(status === undefined ? {} : { status: Number(status) }),
    }),
    placeholderData: (previous) => previous,
  });

  const columns = useMemo<DataTableColumn<UserRow>[]>(
    () => [
      {
        id: 'first_name',
        accessorKey: 'first_name',
        enableSorting: true,
        header: () => <FormattedMessage id="admin.users.col.firstName" />,
      },
      {
        id: 'last_name',
        accessorKey: 'last_name',
        enableSorting: true,
        header: () => <FormattedMessage id="admin.users.col.lastName" />,
      },
      {
        id: 'system_role',
        accessorKey: 'system_role',
        enableSorting: true,
        header: () => <FormattedMessage id="admin.users.col.role" />,
        cell: ({ row }) => <FormattedMessage id={roleLabelId(row.original.system_role)} />,
      },
      {
        id: 'status',
        accessorKey: 'status',
        enableSorting: true,
        header: () => <FormattedMessage id="admin.users.col.status" />,
        cell: ({ row }) => (
          <Badge variant={row.original.status === 1 ? 'success' : 'neutral'}>
            <FormattedMessage id={userStatusLabelId(row.original.status)} />
          </Badge>
        ),
      },
      {
        id: 'email',
        accessorKey: 'email',
        enableSorting: true,
        header: () => <FormattedMessage id="admin.users.col.email" />,
      },
      {
        id: 'action',
        header: () => <FormattedMessage id="admin.col.action" />,
        cell: ({ row }) => (
          <Button asChild variant="outline" size="sm">
            <Link
              href={`/admin/edit-user/${row.original.user_uuid}`}
              aria-label={intl.formatMessage({ id: 'admin.action.editNamed' }, { name: row.original.email })}
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

  const all = intl.formatMessage({ id: 'admin.filter.all' });
  return (
    <>
      <PageHeader
        actions={
          <Button asChild variant="outline">
            <Link href="/admin/companies">
              <Building2Icon aria-hidden="true" />
              <FormattedMessage id="admin.users.companiesLink" />
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
        label={intl.formatMessage({ id: 'route.users' })}
        searchLabel={intl.formatMessage({ id: 'admin.users.search' })}
        searchPlaceholder={intl.formatMessage({ id: 'admin.users.search' })}
        getRowId={(row) => row.user_uuid}
        filters={
          <>
            <NativeSelect
              aria-label={intl.formatMessage({ id: 'admin.users.filter.role' })}
              wrapperClassName="w-48"
              value={list.filters.role ?? ''}
              onChange={(event) => list.setFilter('role', event.target.value || undefined)}
            >
              <NativeSelectOption value="">
                {intl.formatMessage({ id: 'admin.users.filter.role' })}: {all}
              </NativeSelectOption>
              {SYSTEM_ROLE_IDS.map((value) => (
                <NativeSelectOption key={value} value={String(value)}>
                  {intl.formatMessage({ id: roleLabelId(value) })}
                </NativeSelectOption>
              ))}
            </NativeSelect>
            <NativeSelect
              aria-label={intl.formatMessage({ id: 'admin.users.filter.status' })}
              wrapperClassName="w-44"
              value={list.filters.status ?? ''}
              onChange={(event) => list.setFilter('status', event.target.value || undefined)}
            >
              <NativeSelectOption value="">
                {intl.formatMessage({ id: 'admin.users.filter.status' })}: {all}
              </NativeSelectOption>
              {USER_STATUS_IDS.map((value) => (
                <NativeSelectOption key={value} value={String(value)}>
                  {intl.formatMessage({ id: userStatusLabelId(value) })}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </>
        }
      />
    </>
  );
}
