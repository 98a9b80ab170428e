import { PAGE_SIZE } from '@backoffice/shared';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';

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
import { editCompanyPath } from '../paths';

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

const companyHref = (company: CompanyRow) => editCompanyPath(company.company_uuid);
/** Long texts wrap within their column so the table fits 1366 px with Edit in view. */
const wrap = { meta: { className: 'max-w-48 whitespace-normal break-words' } } as const;
/** Details that make room at 1366 px: shown on wide screens (and on the company's edit page). */
const wide = {
  meta: { className: 'hidden 2xl:table-cell', headerClassName: 'hidden 2xl:table-cell' },
} as const;

const columns: DataTableColumn<CompanyRow>[] = [
  {
    ...sortableColumn('name', 'admin.companies.col.name', (company) => (
      <Link href={companyHref(company)} className="font-medium underline-offset-4 hover:underline">
        {company.name}
      </Link>
    )),
    ...wrap,
  },
  sortableColumn('inn', 'admin.companies.col.inn'),
  sortableColumn('ogrn', 'admin.companies.col.ogrn'),
  { ...column('address', 'admin.companies.col.address'), ...wide },
  { ...sortableColumn('ceo_full_name', 'admin.companies.col.ceo'), ...wrap },
  { ...column('bank_rs', 'admin.companies.col.bankRs'), ...wide },
  { ...column('bik', 'admin.companies.col.bik'), ...wide },
  { ...sortableColumn('bank_name', 'admin.companies.col.bankName'), ...wrap },
  displayColumn('action', 'admin.col.action', (company) => (
    <EditRowLink href={companyHref(company)} name={company.name} />
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
        rowHref={companyHref}
      />
    </>
  );
}
