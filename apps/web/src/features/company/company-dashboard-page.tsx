import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

import { PageLoading } from '../../components/page';
import { useTRPCClient } from '../../lib/trpc';
import { companyRead } from './company-api';
import { COMPANY_PATHS, companyPath } from './paths';

/** /company/dashboard/:company_uuid: the edit page of that company, or the list when there is none. */
export function CompanyDashboardPage() {
  const { company_uuid: companyUuid = '' } = useParams<{ company_uuid: string }>();
  const client = useTRPCClient();
  const company = useQuery(
    companyRead(companyUuid, 'get', (call) => client.company.get.query(undefined, call)),
  );

  useEffect(() => {
    if (company.isSuccess) navigate(companyPath('edit', company.data.data.uuid), { replace: true });
    else if (company.isError) navigate(COMPANY_PATHS.list, { replace: true });
  }, [company.isSuccess, company.isError, company.data]);

  return <PageLoading />;
}
