import { Badge, Button } from '@backoffice/ui';
import { Building2Icon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';

import {
  type DataTableColumn,
  displayColumn,
  QueryDataTable,
  SelectFilter,
  sortableColumn,
  toListInput,
  useListQuery,
} from '../../components/data-table';
import { PageHeader } from '../../components/page';
import { useListUrlState } from '../../hooks/use-url-state';
import { useTRPC } from '../../lib/trpc';
import { EditRowLink } from './edit-row-link';
import { editUserPath } from './paths';
import {
  roleLabelId,
  SYSTEM_ROLE_IDS,
  USER_STATUS_IDS,
  USER_STATUS_TONES,
  userStatusLabelId,
} from './enum-labels';

interface UserRow {
  user_uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  status: number;
  system_role: number;
}

const userHref = (user: UserRow) => editUserPath(user.user_uuid);

const columns: DataTableColumn<UserRow>[] = [
  // The name opens the user; a user without names is shown by the email.
  sortableColumn('first_name', 'admin.users.col.firstName', (user) => (
    <Link href={userHref(user)} className="font-medium underline-offset-4 hover:underline">
      {user.first_name || user.last_name ? user.first_name : user.email}
    </Link>
  )),
  sortableColumn('last_name', 'admin.users.col.lastName'),
  sortableColumn('system_role', 'admin.users.col.role', (user) => (
    <FormattedMessage id={roleLabelId(user.system_role)} />
  )),
  sortableColumn('status', 'admin.users.col.status', (user) => (
    <Badge variant={USER_STATUS_TONES[user.status] ?? 'neutral'}>
      <FormattedMessage id={userStatusLabelId(user.status)} />
    </Badge>
  )),
  sortableColumn('email', 'admin.users.col.email'),
  displayColumn('action', 'admin.col.action', (user) => (
    <EditRowLink href={userHref(user)} name={user.email} />
  )),
];

/** /admin/users: 15 a page, search, role and status filters, sort by any column, all in the URL. */
export function UsersPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const list = useListUrlState({
    sortFields: ['first_name', 'last_name', 'system_role', 'status', 'email'],
    filterKeys: ['role', 'status'],
    filterValues: { role: SYSTEM_ROLE_IDS.map(String), status: USER_STATUS_IDS.map(String) },
  });
  const { role, status, ...rest } = toListInput(list);
  const query = useListQuery(
    trpc.account.admin.getUsers.queryOptions({
      ...rest,
      ...(role === undefined ? {} : { role: Number(role) }),
      ...(status === undefined ? {} : { status: Number(status) }),
    }),
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
      <QueryDataTable
        query={query}
        columns={columns}
        state={list}
        label={intl.formatMessage({ id: 'route.users' })}
        searchLabel={intl.formatMessage({ id: 'admin.users.search' })}
        searchPlaceholder={intl.formatMessage({ id: 'admin.users.search' })}
        getRowId={(row) => row.user_uuid}
        rowHref={userHref}
        filters={
          <>
            <SelectFilter
              state={list}
              filterKey="role"
              label={intl.formatMessage({ id: 'admin.users.filter.role' })}
              allLabel={all}
              options={SYSTEM_ROLE_IDS.map((value) => ({
                value,
                label: intl.formatMessage({ id: roleLabelId(value) }),
              }))}
              className="w-48"
            />
            <SelectFilter
              state={list}
              filterKey="status"
              label={intl.formatMessage({ id: 'admin.users.filter.status' })}
              allLabel={all}
              options={USER_STATUS_IDS.map((value) => ({
                value,
                label: intl.formatMessage({ id: userStatusLabelId(value) }),
              }))}
              className="w-44"
            />
          </>
        }
      />
    </>
  );
}
