import {
  adminCompanyLegalInfoSchema,
  adminCompanyStatusSchema,
  COMPANY_ADMIN_STATUSES,
  type CompanyAdminStatus,
} from '@backoffice/shared';
import { Button } from '@backoffice/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserRoundPenIcon } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'wouter';

import { CANCELLED, DeleteRecordAction, useConfirm, useReportedChange } from '../../../components/feedback';
import { Form, SelectField, SubmitRow, useChangeForm } from '../../../components/form';
import {
  RecordEditPage,
  type RecordSection,
  useRecordChangeForm,
  useRecordQueries,
} from '../../../components/page';
import { type AppMessageId } from '../../../i18n';
import { useTRPC } from '../../../lib/trpc';
import { BankGroupForm, ContactGroupForm } from '../../company/company-edit-forms';
import { LegalFields } from '../../company/company-fields';
import { EmailPromptDialog } from '../../company/email-prompt-dialog';
import { AuditHistory } from '../../../components/audit-history';

interface AdminCompany {
  company_uuid: string;
  name: string;
  offical_name: string;
  offical_address: string;
  address: string;
  inn: string;
  ogrn: string;
  ceo_full_name: string;
  company_email: string;
  company_phone: string;
  bank_rs: string;
  bik: string;
  bank_ks: string;
  bank_name: string;
  status: CompanyAdminStatus;
  owner_email: string;
}

const statusLabelId = (status: CompanyAdminStatus): AppMessageId => `enum.companyAdminStatus.${status}`;

function LegalTab({ record: company }: { record: AdminCompany }) {
  const trpc = useTRPC();
  const form = useRecordChangeForm(trpc.company.admin.changeCompanyLegalInfo.mutationOptions(), {
    schema: adminCompanyLegalInfoSchema,
    initialValues: {
      company_uuid: company.company_uuid,
      offical_name: company.offical_name,
      offical_address: company.offical_address,
      address: company.address,
      inn: company.inn,
      ogrn: company.ogrn,
    },
  });
  return (
    <Form form={form} className="max-w-xl">
      <LegalFields
        form={form}
        names={{
          officialName: 'offical_name',
          officialAddress: 'offical_address',
          address: 'address',
          inn: 'inn',
          ogrn: 'ogrn',
        }}
      />
      <SubmitRow form={form} />
    </Form>
  );
}

/** The company module's contact group form, saved through the admin call. */
function ContactTab({ record: company }: { record: AdminCompany }) {
  const trpc = useTRPC();
  const mutation = useMutation(trpc.company.admin.changeCompanyContactInfo.mutationOptions());
  return (
    <div className="max-w-xl">
      <ContactGroupForm
        readOnly={false}
        initial={{
          ceo_full_name: company.ceo_full_name,
          company_email: company.company_email,
          company_phone: company.company_phone,
        }}
        onSave={(values) => mutation.mutateAsync({ ...values, company_uuid: company.company_uuid })}
        invalidate={useRecordQueries()}
      />
    </div>
  );
}

/** The company module's finance group form, saved through the admin call. */
function BankTab({ record: company }: { record: AdminCompany }) {
  const trpc = useTRPC();
  const mutation = useMutation(trpc.company.admin.changeCompanyBankInfo.mutationOptions());
  return (
    <div className="max-w-xl">
      <BankGroupForm
        readOnly={false}
        initial={{
          bank_rs: company.bank_rs,
          bik: company.bik,
          bank_ks: company.bank_ks,
          bank_name: company.bank_name,
        }}
        onSave={(values) => mutation.mutateAsync({ ...values, company_uuid: company.company_uuid })}
        invalidate={useRecordQueries()}
      />
    </div>
  );
}

function StatusTab({ record: company }: { record: AdminCompany }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const mutation = useMutation(trpc.company.admin.changeCompanyStatus.mutationOptions());
  const [confirm, confirmation] = useConfirm();
  const form = useChangeForm({
    schema: adminCompanyStatusSchema,
    initialValues: { company_uuid: company.company_uuid, status: company.status },
    // Banning asks first, like the other destructive changes.
    save: async (values) =>
      values.status === 'Banned' &&
      !(await confirm({
        title: intl.formatMessage({ id: 'admin.company.banConfirmTitle' }, { name: company.name }),
        destructive: true,
        cancelLabel: intl.formatMessage({ id: 'msg.cancel' }),
        confirmLabel: intl.formatMessage({ id: 'msg.confirm' }),
      }))
        ? CANCELLED
        : mutation.mutateAsync(values),
    invalidate: useRecordQueries(),
  });
  return (
    <Form form={form} className="max-w-xl">
      <SelectField
        form={form}
        name="status"
        required
        label={<FormattedMessage id="company.field.status" />}
        options={COMPANY_ADMIN_STATUSES.map((status) => ({
          value: status,
          label: intl.formatMessage({ id: statusLabelId(status) }),
        }))}
      />
      <SubmitRow form={form} />
      {confirmation}
    </Form>
  );
}

/** The new owner is typed in the spec's email prompt and looked up by email before the change. */
function OwnerTab({ record: company }: { record: AdminCompany }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const change = useReportedChange({ invalidate: useRecordQueries() });
  const [prompting, setPrompting] = useState(false);
  const mutation = useMutation(trpc.company.admin.updateOwnerCompany.mutationOptions());
  /** A failed lookup or change rejects: the prompt keeps the email and shows the answer under it. */
  const changeOwner = async (email: string) => {
    const found = await queryClient.fetchQuery({
      ...trpc.account.getFromEmail.queryOptions({ email }),
      staleTime: 0,
    });
    let failure: unknown;
    const changed = await change.run(
      () => mutation.mutateAsync({ company_uuid: company.company_uuid, user_uuid: found.data.user_uuid }),
      undefined,
      {
        fieldErrors: (error) => {
          failure = error;
          return true;
        },
      },
    );
    if (!changed) throw failure;
  };
  return (
    <div className="grid max-w-xl gap-4">
      {company.owner_email ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage id="admin.company.owner.current" values={{ email: company.owner_email }} />
        </p>
      ) : null}
      <div>
        <Button onClick={() => setPrompting(true)}>
          <UserRoundPenIcon aria-hidden="true" />
          <FormattedMessage id="admin.company.owner.submit" />
        </Button>
      </div>
      <EmailPromptDialog
        open={prompting}
        onOpenChange={setPrompting}
        title={<FormattedMessage id="admin.company.owner.promptTitle" />}
        description={<FormattedMessage id="admin.company.owner.promptText" />}
        onSubmit={changeOwner}
      />
    </div>
  );
}

function DeleteTab({ record: company }: { record: AdminCompany }) {
  const trpc = useTRPC();
  const mutation = useMutation(trpc.company.admin.deleteCompany.mutationOptions());
  return (
    <DeleteRecordAction
      text={<FormattedMessage id="admin.company.delete.text" />}
      label={<FormattedMessage id="admin.company.delete.submit" />}
      confirmTitle={
        <FormattedMessage id="admin.company.delete.confirmTitle" values={{ name: company.name }} />
      }
      confirmText={<FormattedMessage id="admin.company.delete.confirmText" />}
      remove={() => mutation.mutateAsync({ company_uuid: company.company_uuid })}
      invalidate={[trpc.company.admin.getCompanies.pathKey()]}
      successId="msg.companyDeleted"
      redirectTo="/admin/companies"
    />
  );
}

const SECTIONS: readonly RecordSection<AdminCompany>[] = [
  { value: 'legal', titleId: 'admin.company.tab.legal', component: LegalTab },
  { value: 'contact', titleId: 'admin.company.tab.contact', component: ContactTab },
  { value: 'bank', titleId: 'admin.company.tab.bank', component: BankTab },
  { value: 'status', titleId: 'admin.company.tab.status', component: StatusTab },
  { value: 'owner', titleId: 'admin.company.tab.owner', component: OwnerTab },
  { value: 'delete', titleId: 'admin.company.tab.delete', component: DeleteTab },
];

/**
 * /admin/edit-company/:uuid: left-hand tabs and the company's recent history. A progress bar while
 * loading; a failed load shows the spec's 'Упс! …' alert and goes back one page.
 */
export function EditCompanyPage() {
  const { uuid = '' } = useParams<{ uuid: string }>();
  const intl = useIntl();
  const trpc = useTRPC();
  const company = useQuery(
    trpc.company.admin.getCompany.queryOptions({ company_uuid: uuid }, { retry: false }),
  );
  return (
    <RecordEditPage
      query={company}
      fallbackPath="/admin/companies"
      loadErrorTextId="msg.companyLoadFailed"
      header={(data) => ({
        title: data.name || data.offical_name,
        description: (
          <FormattedMessage
            id="admin.company.current"
            values={{ inn: data.inn, status: intl.formatMessage({ id: statusLabelId(data.status) }) }}
          />
        ),
      })}
      sectionsLabelId="admin.company.sections"
      sections={SECTIONS}
      recordKey={(data) => `${data.company_uuid}-${data.status}-${data.owner_email}`}
      invalidate={(data) => [
        trpc.company.admin.getCompany.queryKey({ company_uuid: data.company_uuid }),
        trpc.company.admin.getCompanies.pathKey(),
        trpc.audit.getAuditLog.pathKey(),
      ]}
      aside={(data) => <AuditHistory entityType="Company" entityId={data.company_uuid} />}
    />
  );
}
