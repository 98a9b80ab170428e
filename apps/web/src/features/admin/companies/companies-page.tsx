import { PAGE_SIZE } from '@backoffice/shared';
import { useIntl } from 'react-intl';

import {
  column,
  type DataTableColumn,
  displayColumn,
  QueryDataTable,
  sortableColumn,
  toListInput,
  useListQuery,
} from '../../../components/data-table';
import { PageHeader } from '../../../components/page';
import { useListUrlState } from '../../../hooks/use-url-state';
import { useTRPC } from '../../../lib/trpc';
import { EditRowLink } from '../edit-row-link';

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

const columns: DataTableColumn<CompanyRow>[] = [
  sortableColumn('name', 'admin.companies.col.name'),
  sortableColumn('inn', 'admin.companies.col.inn'),
  sortableColumn('ogrn', 'admin.companies.col.ogrn'),
  column('address', 'admin.companies.col.address'),
  sortableColumn('ceo_full_name', 'admin.companies.col.ceo'),
  column('bank_rs', 'admin.companies.col.bankRs'),
  column('bik', 'admin.companies.col.bik'),
  sortableColumn('bank_name', 'admin.companies.col.bankName'),
  displayColumn('action', 'admin.col.action', (company) => (
    <EditRowLink href={`/admin/edit-company/${company.company_uuid}`} name={company.name} />
  )),
];

/**
 * /admin/companies: 15 a page, server search and sort, all in the URL. The procedure takes
 * limit/offset, so the table's page becomes offset = (page - 1) * 15.
 */
export function CompaniesPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const list = useListUrlState({ sortFields: ['name', 'inn', 'ogrn', 'ceo_full_name', 'bank_name'] });
  const { page, sort, direction, search } = toListInput(list, PAGE_SIZE);
  const query = useListQuery(
    trpc.company.admin.getCompanies.queryOptions({
      ...(sort === undefined ? {} : { sort }),
      direction,
      search,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    }),
  );

  return (
    <>
      <PageHeader />
      <QueryDataTable
        query={query}
        columns={columns}
        state={list}
        label={intl.formatMessage({ id: 'route.adminCompanies' })}
        searchLabel={intl.formatMessage({ id: 'admin.companies.search' })}
        searchPlaceholder={intl.formatMessage({ id: 'admin.companies.search' })}
        getRowId={(row) => row.company_uuid}
      />
    </>
  );
}
