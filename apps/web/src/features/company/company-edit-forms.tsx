import { companyBankInfoSchema, companyContactInfoSchema, companyLegalGroupSchema } from '@backoffice/shared';
import { type QueryKey } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { type z } from 'zod';

import {
  Form,
  type FormValues,
  type ObjectSchema,
  SubmitRow,
  useChangeForm,
  type ZodForm,
} from '../../components/form';
import {
  BankFields,
  type BankGroupValues,
  ContactFields,
  type ContactGroupValues,
  CompanyLegalFields,
  type LegalGroupValues,
} from './company-fields';

interface GroupFormProps<TValues> {
  initial: TValues;
  /** Read-only for callers who may not change the company. */
  readOnly: boolean;
  onSave: (values: TValues) => Promise<unknown>;
  /** The queries showing the company. */
  invalidate: readonly QueryKey[];
}

/** One group's form, reported with the company module's title ('Успех!'). */
function GroupForm<TSchema extends ObjectSchema>({
  schema,
  initial,
  readOnly,
  onSave,
  invalidate,
  fields,
}: Omit<GroupFormProps<z.output<TSchema>>, 'initial'> & {
  schema: TSchema;
  initial: FormValues<TSchema>;
  fields: (form: ZodForm<FormValues<TSchema>>) => ReactNode;
}) {
  const form = useChangeForm({
    schema,
    initialValues: initial,
    save: onSave,
    invalidate,
    successTitleId: 'msg.titleRuSuccess',
  });
  return (
    <Form form={form}>
      <fieldset disabled={readOnly} className="grid gap-4">
        {fields(form)}
      </fieldset>
      {readOnly ? null : <SubmitRow form={form} />}
    </Form>
  );
}

export function LegalGroupForm(props: GroupFormProps<LegalGroupValues>) {
  return (
    <GroupForm
      {...props}
      schema={companyLegalGroupSchema}
      fields={(form) => <CompanyLegalFields form={form} />}
    />
  );
}

export function ContactGroupForm(props: GroupFormProps<ContactGroupValues>) {
  return (
    <GroupForm
      {...props}
      schema={companyContactInfoSchema}
      fields={(form) => <ContactFields form={form} />}
    />
  );
}

export function BankGroupForm(props: GroupFormProps<BankGroupValues>) {
  return (
    <GroupForm {...props} schema={companyBankInfoSchema} fields={(form) => <BankFields form={form} />} />
  );
}
