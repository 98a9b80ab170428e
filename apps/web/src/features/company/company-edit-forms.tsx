import {
  companyBankInfoSchema,
  companyContactInfoSchema,
  companyLegalInfoSchema,
  companyNameSchema,
  FIELD_LIMITS,
} from '@backoffice/shared';
import { FormattedMessage } from 'react-intl';
import { type z } from 'zod';

import { Form, SubmitButton, TextField, useZodForm, type ZodForm } from '../../components/form';
import { useSpecFeedback } from './use-spec-feedback';

/** The company data group of the edit form: the name and the legal info (two calls). */
export const legalGroupSchema = companyLegalInfoSchema.extend({ name: companyNameSchema });
export type LegalGroupValues = z.output<typeof legalGroupSchema>;
export type ContactGroupValues = z.output<typeof companyContactInfoSchema>;
export type BankGroupValues = z.output<typeof companyBankInfoSchema>;

interface GroupFormProps<TValues> {
  initial: TValues;
  /** Read-only for callers who may not change the company. */
  readOnly: boolean;
  onSave: (values: TValues) => Promise<unknown>;
}

/** Saves a group and reports it with the spec's texts; returns whether it worked. */
function useGroupSubmit() {
  const report = useSpecFeedback();
  return {
    save: async (run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (error) {
        void report.failed(error);
        return false;
      }
      void report.succeeded('msg.changesSaved');
      return true;
    },
    invalid: () => void report.invalidForm(),
  };
}

function SaveButton<TValues extends object>({
  form,
  readOnly,
}: {
  form: Parameters<typeof SubmitButton<TValues>>[0]['form'];
  readOnly: boolean;
}) {
  if (readOnly) return null;
  return (
    <div>
      <SubmitButton form={form}>
        <FormattedMessage id="common.save" />
      </SubmitButton>
    </div>
  );
}

/** The values a form needs to hold to show a group's fields (the create form holds all groups). */
type FieldsValues<TGroup extends object> = { [K in keyof TGroup]: TGroup[K] | '' };

/**
 * The fields of a group, for its own edit form or for a form holding several groups (the create form).
 * The cast narrows a wider form to the group's fields; the constraint guarantees they are there.
 */
function groupForm<TGroup extends object>(form: object) {
  return form as ZodForm<FieldsValues<TGroup>>;
}

/** The contact information fields: director, email, phone (all required). */
export function ContactFields<TValues extends FieldsValues<ContactGroupValues>>({
  form,
}: {
  form: ZodForm<TValues>;
}) {
  const contact = groupForm<ContactGroupValues>(form);
  return (
    <>
      <TextField
        form={contact}
        name="ceo_full_name"
        required
        maxLength={FIELD_LIMITS.ceoFullNameMax}
        label={<FormattedMessage id="company.field.ceo" />}
      />
      <TextField
        form={contact}
        name="company_email"
        type="email"
        required
        maxLength={FIELD_LIMITS.companyEmailMax}
        label={<FormattedMessage id="company.field.email" />}
      />
      <TextField
        form={contact}
        name="company_phone"
        type="tel"
        required
        maxLength={FIELD_LIMITS.contactPhoneMax}
        label={<FormattedMessage id="company.field.phone" />}
      />
    </>
  );
}

/** The finance information fields: accounts, bank id code, bank name (all required). */
export function BankFields<TValues extends FieldsValues<BankGroupValues>>({
  form,
}: {
  form: ZodForm<TValues>;
}) {
  const bank = groupForm<BankGroupValues>(form);
  const account = {
    inputMode: 'numeric',
    maxLength: FIELD_LIMITS.bankAccountLength,
    required: true,
  } as const;
  return (
    <>
      <TextField
        form={bank}
        name="bank_rs"
        {...account}
        label={<FormattedMessage id="company.field.bankRs" />}
      />
      <TextField
        form={bank}
        name="bik"
        inputMode="numeric"
        maxLength={9}
        required
        label={<FormattedMessage id="company.field.bik" />}
      />
      <TextField
        form={bank}
        name="bank_ks"
        {...account}
        label={<FormattedMessage id="company.field.bankKs" />}
      />
      <TextField
        form={bank}
        name="bank_name"
        required
        maxLength={FIELD_LIMITS.bankNameMax}
        label={<FormattedMessage id="company.field.bankName" />}
      />
    </>
  );
}

export function LegalGroupForm({ initial, readOnly, onSave }: GroupFormProps<LegalGroupValues>) {
  const submit = useGroupSubmit();
  const form = useZodForm({
    schema: legalGroupSchema,
    initialValues: initial,
    onSubmit: async (values) => {
      if (await submit.save(() => onSave(values))) form.reset(form.values);
    },
    onInvalid: submit.invalid,
  });
  return (
    <Form form={form}>
      <fieldset disabled={readOnly} className="grid gap-4">
        <TextField
          form={form}
          name="name"
          required
          maxLength={FIELD_LIMITS.companyNameMax}
          label={<FormattedMessage id="company.field.name" />}
        />
        <TextField
          form={form}
          name="offical_name"
          required
          maxLength={FIELD_LIMITS.companyNameMax}
          label={<FormattedMessage id="company.field.officialName" />}
        />
        <TextField
          form={form}
          name="offical_addres"
          required
          maxLength={FIELD_LIMITS.companyAddressMax}
          label={<FormattedMessage id="company.field.officialAddress" />}
        />
        <TextField
          form={form}
          name="addres"
          required
          maxLength={FIELD_LIMITS.companyAddressMax}
          label={<FormattedMessage id="company.field.address" />}
        />
      </fieldset>
      <SaveButton form={form} readOnly={readOnly} />
    </Form>
  );
}

export function ContactGroupForm({ initial, readOnly, onSave }: GroupFormProps<ContactGroupValues>) {
  const submit = useGroupSubmit();
  const form = useZodForm({
    schema: companyContactInfoSchema,
    initialValues: initial,
    onSubmit: async (values) => {
      if (await submit.save(() => onSave(values))) form.reset(form.values);
    },
    onInvalid: submit.invalid,
  });
  return (
    <Form form={form}>
      <fieldset disabled={readOnly} className="grid gap-4">
        <ContactFields form={form} />
      </fieldset>
      <SaveButton form={form} readOnly={readOnly} />
    </Form>
  );
}

export function BankGroupForm({ initial, readOnly, onSave }: GroupFormProps<BankGroupValues>) {
  const submit = useGroupSubmit();
  const form = useZodForm({
    schema: companyBankInfoSchema,
    initialValues: initial,
    onSubmit: async (values) => {
      if (await submit.save(() => onSave(values))) form.reset(form.values);
    },
    onInvalid: submit.invalid,
  });
  return (
    <Form form={form}>
      <fieldset disabled={readOnly} className="grid gap-4">
        <BankFields form={form} />
      </fieldset>
      <SaveButton form={form} readOnly={readOnly} />
    </Form>
  );
}
