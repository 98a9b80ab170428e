import { Button } from '@backoffice/ui';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { UsersIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

import { PageHeader, PageLoading } from '../../components/page';
import { httpStatusOf } from '../../lib/api-error';
import { useTRPCClient } from '../../lib/trpc';
import { companyCall, companyKeys } from './company-api';
import { BankGroupForm, ContactGroupForm, LegalGroupForm } from './company-edit-forms';
import { CompanyGroupCard } from './help-button';
import { useSpecFeedback } from './use-spec-feedback';

/** /company/edit/:company_uuid: company data, contact and finance groups, each with its help button. */
export function CompanyEditPage() {
  const { company_uuid: companyUuid = '' } = useParams<{ company_uuid: string }>();
  const intl = useIntl();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const call = companyCall(companyUuid);

  const [company, legal, contact, bank] = useQueries({
    queries: [
      {
        queryKey: companyKeys.detail(companyUuid, 'get'),
        queryFn: () => client.company.get.query(undefined, call),
        retry: false,
      },
      {
        queryKey: companyKeys.detail(companyUuid, 'legal'),
        queryFn: () => client.company.getLegalInfo.query(undefined, call),
        retry: false,
      },
      {
        queryKey: companyKeys.detail(companyUuid, 'contact'),
        queryFn: () => client.company.getContactInfo.query(undefined, call),
        retry: false,
      },
      {
        queryKey: companyKeys.detail(companyUuid, 'bank'),
        queryFn: () => client.company.getBankInfo.query(undefined, call),
        retry: false,
      },
    ],
  });

  // A missing company: 'Упс!' with the spec's text; any other failed part: 'Error!'. Both go home.
  const failure = company.error ?? legal.error ?? contact.error ?? bank.error;
  const reported = useRef(false);
  useEffect(() => {
    if (!failure || reported.current) return;
    reported.current = true;
    const done =
      httpStatusOf(failure) === 404
        ? report.failedWith('msg.companyNotFound', 'msg.titleRuOops')
        : report.failed(failure, 'msg.titleErrorExclaimed');
    void done.then(() => navigate('/', { replace: true }));
  }, [failure, report]);

  if (failure || !company.data || !legal.data || !contact.data || !bank.data) return <PageLoading />;

  const readOnly = !company.data.data.can_edit;
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyKeys.company(companyUuid) });
  const legalInfo = legal.data.data;

  return (
    <>
      <PageHeader
        title={company.data.data.name}
        actions={
          <Button asChild variant="outline">
            <Link href={`/company/employee/list/${companyUuid}`}>
              <UsersIcon aria-hidden="true" />
              <FormattedMessage id="company.edit.employees" />
            </Link>
          </Button>
        }
      />
      {readOnly ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage id="company.edit.readOnly" />
        </p>
      ) : null}
      <div className="grid max-w-2xl gap-6">
        <CompanyGroupCard title={intl.formatMessage({ id: 'company.group.legal' })}>
          <LegalGroupForm
            readOnly={readOnly}
            initial={{
              name: company.data.data.name,
              offical_name: legalInfo.offical_name,
              offical_addres: legalInfo.offical_addres,
              addres: legalInfo.addres,
            }}
            onSave={async ({ name, ...info }) => {
              await client.company.updateName.mutate({ name }, call);
              await client.company.updateLegalInfo.mutate(info, call);
              await refresh();
            }}
          />
        </CompanyGroupCard>
        <CompanyGroupCard title={intl.formatMessage({ id: 'company.group.contact' })}>
          <ContactGroupForm
            readOnly={readOnly}
            initial={contact.data.data}
            onSave={async (info) => {
              await client.company.updateContactInfo.mutate(info, call);
              await refresh();
            }}
          />
        </CompanyGroupCard>
        <CompanyGroupCard title={intl.formatMessage({ id: 'company.group.bank' })}>
          <BankGroupForm
            readOnly={readOnly}
            initial={bank.data.data}
            onSave={async (info) => {
              await client.company.updateBankInfo.mutate(info, call);
              await refresh();
            }}
          />
        </CompanyGroupCard>
      </div>
    </>
  );
}
