import { Button } from '@backoffice/ui';
import { useQueries } from '@tanstack/react-query';
import { UsersIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'wouter';

import { PageHeader, PageLoading } from '../../components/page';
import { useTRPCClient } from '../../lib/trpc';
import { companyCall, companyKeys, companyRead } from './company-api';
import { BankGroupForm, ContactGroupForm, LegalGroupForm } from './company-edit-forms';
import { CompanyGroupCard } from './help-button';
import { useCompanyLoadFailure } from './use-company-load-failure';
import { companyPath } from './paths';

/** /company/edit/:company_uuid: company data, contact and finance groups, each with its help button. */
export function CompanyEditPage() {
  const { company_uuid: companyUuid = '' } = useParams<{ company_uuid: string }>();
  const intl = useIntl();
  const client = useTRPCClient();
  const call = companyCall(companyUuid);

  const [company, legal, contact, bank] = useQueries({
    queries: [
      companyRead(companyUuid, 'get', (options) => client.company.get.query(undefined, options)),
      companyRead(companyUuid, 'legal', (options) => client.company.getLegalInfo.query(undefined, options)),
      companyRead(companyUuid, 'contact', (options) =>
        client.company.getContactInfo.query(undefined, options),
      ),
      companyRead(companyUuid, 'bank', (options) => client.company.getBankInfo.query(undefined, options)),
    ],
  });

  const failure = company.error ?? legal.error ?? contact.error ?? bank.error;
  useCompanyLoadFailure(failure);

  if (failure || !company.data || !legal.data || !contact.data || !bank.data) return <PageLoading />;

  const readOnly = !company.data.data.can_edit;
  const invalidate = [companyKeys.company(companyUuid)];
  const legalInfo = legal.data.data;

  return (
    <>
      <PageHeader
        title={company.data.data.name}
        actions={
          <Button asChild variant="outline">
            <Link href={companyPath('employees', companyUuid)}>
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
              offical_inn: legalInfo.offical_inn,
              offical_ogrn: legalInfo.offical_ogrn,
            }}
            onSave={async ({ name, ...info }) => {
              await client.company.updateName.mutate({ name }, call);
              await client.company.updateLegalInfo.mutate(info, call);
            }}
            invalidate={invalidate}
          />
        </CompanyGroupCard>
        <CompanyGroupCard title={intl.formatMessage({ id: 'company.group.contact' })}>
          <ContactGroupForm
            readOnly={readOnly}
            initial={contact.data.data}
            onSave={(info) => client.company.updateContactInfo.mutate(info, call)}
            invalidate={invalidate}
          />
        </CompanyGroupCard>
        <CompanyGroupCard title={intl.formatMessage({ id: 'company.group.bank' })}>
          <BankGroupForm
            readOnly={readOnly}
            initial={bank.data.data}
            onSave={(info) => client.company.updateBankInfo.mutate(info, call)}
            invalidate={invalidate}
          />
        </CompanyGroupCard>
      </div>
    </>
  );
}
