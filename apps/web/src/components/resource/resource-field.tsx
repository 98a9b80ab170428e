import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';

import { FormField, Input } from '@backoffice/ui';

import { useTRPC } from '../../lib/trpc';
import { FileField } from '../file-field';
import {
  CheckboxGroupField,
  type ChoiceOption,
  RadioGroupField,
  SelectField,
  SwitchField,
  TextareaField,
  DayField,
  TextField,
  useFormField,
  type ZodForm,
} from '../form';
import { RichTextEditor } from '../rich-text';
import { SeoUrlField } from '../seo-url-field';
import { type ChoiceSpec, type ResourceFieldSpec } from './resource-definition';
import { asText } from '../../lib/text';

type AnyForm = ZodForm<Record<string, unknown>>;
/** The same form seen as holding text, for the choice fields (they hold one string). */
const asChoiceForm = (form: AnyForm) => form as ZodForm<Record<string, string>>;

interface ResourceFieldProps {
  form: AnyForm;
  spec: ResourceFieldSpec;
  mode: 'create' | 'edit';
}

/** A stored-file field of the form: uploads at once, the form keeps the returned path. */
function FileFormField({
  form,
  spec,
}: {
  form: AnyForm;
  spec: Extract<ResourceFieldSpec, { kind: 'file' }>;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: spec.labelId });
  const field = useFormField(form, spec.name, label);
  const description = spec.hintId ? <FormattedMessage id={spec.hintId} /> : undefined;
  return (
    <FormField label={label} description={description} error={field.error} required={spec.required}>
      {(control) => (
        <FileField
          {...control}
          value={asText(field.value)}
          onChange={(path) => {
            field.change(path);
            field.blur();
          }}
          kind={spec.upload}
          currentDir={spec.directory}
          imageSize={spec.imageSize}
        />
      )}
    </FormField>
  );
}

function RichTextFormField({ form, spec }: { form: AnyForm; spec: ResourceFieldSpec }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: spec.labelId });
  const field = useFormField(form, spec.name, label);
  return (
    <FormField label={label} error={field.error} required={spec.required}>
      {(control) => (
        <RichTextEditor
          {...control}
          aria-labelledby={control.labelId}
          value={asText(field.value)}
          onChange={field.change}
          onBlur={field.blur}
          contentClassName="min-h-48"
        />
      )}
    </FormField>
  );
}

function SeoUrlFormField({
  form,
  spec,
  mode,
}: {
  form: AnyForm;
  spec: Extract<ResourceFieldSpec, { kind: 'seoUrl' }>;
  mode: 'create' | 'edit';
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: spec.labelId });
  const field = useFormField(form, spec.name, label);
  const source: unknown = useWatch({ control: form.control, name: spec.from });
  return (
    <FormField label={label} error={field.error} required={spec.required}>
      {(control) => (
        <SeoUrlField
          {...control}
          name={asText(source)}
          value={asText(field.value)}
          onChange={field.change}
          onBlur={field.blur}
          autoGenerate={mode === 'create'}
        />
      )}
    </FormField>
  );
}

function RelationField({
  form,
  spec,
}: {
  form: AnyForm;
  spec: Extract<ResourceFieldSpec, { kind: 'relation' }>;
}) {
  const intl = useIntl();
  const trpc = useTRPC();
  const list = useQuery(spec.options(trpc) as UseQueryOptions<Record<string, unknown>>);
  const rows = (list.data?.[spec.envelope] ?? []) as Record<string, unknown>[];
  return (
    <SelectField
      form={asChoiceForm(form)}
      name={spec.name}
      label={intl.formatMessage({ id: spec.labelId })}
      required={spec.required}
      disabled={list.isPending}
      placeholder={intl.formatMessage({ id: list.isPending ? 'msg.loading' : 'resource.choose' })}
      options={rows.map((row) => ({ value: String(row.uuid), label: spec.optionLabel(row) }))}
    />
  );
}

/** A text field whose value is normalised as it is typed (spec 5: a variable name keeps only 0-9 a-z _ -). */
function NormalisedTextField({
  form,
  spec,
  description,
}: {
  form: AnyForm;
  spec: Extract<ResourceFieldSpec, { kind: 'text' | 'textarea' | 'url' }>;
  description: ReactNode;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: spec.labelId });
  const field = useFormField(form, spec.name, label);
  const normalise = spec.normalise ?? ((text: string) => text);
  return (
    <FormField label={label} description={description} error={field.error} required={spec.required}>
      <Input
        ref={field.ref}
        name={spec.name}
        value={asText(field.value)}
        maxLength={spec.maxLength}
        onChange={(event) => field.change(normalise(event.target.value))}
        onBlur={field.blur}
      />
    </FormField>
  );
}

function CountedTextField({
  form,
  spec,
  mode,
}: {
  form: AnyForm;
  spec: Extract<ResourceFieldSpec, { kind: 'text' | 'textarea' | 'url' }>;
  mode: 'create' | 'edit';
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: spec.labelId });
  const value = asText(useWatch({ control: form.control, name: spec.name }));
  const suggestionsId = `${spec.name}-suggestions-${useId()}`;
  const matched = spec.suggestions?.find((suggestion) => suggestion.value === value.trim());
  const hint =
    spec.counter && spec.maxLength ? (
      <FormattedMessage id="resource.counter" values={{ count: value.length, max: spec.maxLength }} />
    ) : spec.hintId ? (
      <FormattedMessage id={spec.hintId} />
    ) : undefined;
  const description = matched ? (
    <>
      {hint}
      {hint ? <br /> : null}
      <FormattedMessage
        id="resource.suggestionMeaning"
        values={{ value: matched.value, meaning: intl.formatMessage({ id: matched.labelId }) }}
      />
    </>
  ) : (
    hint
  );
  const readOnly = mode === 'edit' && spec.readOnlyOnEdit;
  const enabler: unknown = useWatch({ control: form.control, name: spec.enabledWhen?.field ?? spec.name });
  const disabled = spec.enabledWhen ? !spec.enabledWhen.values.includes(asText(enabler)) : undefined;
  const common = {
    form,
    name: spec.name,
    label,
    required: spec.required,
    description,
    maxLength: spec.maxLength,
    disabled,
  };
  if (readOnly)
    return (
      <FormField label={label} description={description}>
        <Input value={value} readOnly />
      </FormField>
    );
  if (spec.kind === 'textarea') return <TextareaField {...common} rows={4} />;
  if (spec.kind === 'url')
    return <TextField {...common} type="url" inputMode="url" autoComplete="off" placeholder="https://" />;
  if (spec.normalise) return <NormalisedTextField form={form} spec={spec} description={description} />;
  if (!spec.suggestions) return <TextField {...common} />;
  return (
    <>
      <TextField {...common} list={suggestionsId} autoComplete="off" />
      <datalist id={suggestionsId}>
        {spec.suggestions.map((suggestion) => (
          <option key={suggestion.value} value={suggestion.value}>
            {intl.formatMessage({ id: suggestion.labelId })}
          </option>
        ))}
      </datalist>
    </>
  );
}

/** A declared choice as the form kit shows it: its text (or its value) and the line saying what it means. */
function choiceOf(intl: IntlShape, option: ChoiceSpec): ChoiceOption {
  return {
    value: option.value,
    label: option.labelId ? intl.formatMessage({ id: option.labelId }) : (option.label ?? option.value),
    ...(option.hintId ? { description: intl.formatMessage({ id: option.hintId }) } : {}),
  };
}

/** Renders one declared field with the form kit's components. */
export function ResourceField({ form, spec, mode }: ResourceFieldProps) {
  const intl = useIntl();
  if (spec.only && spec.only !== mode) return null;
  const label = intl.formatMessage({ id: spec.labelId });
  const description = spec.hintId ? <FormattedMessage id={spec.hintId} /> : undefined;
  switch (spec.kind) {
    case 'text':
    case 'textarea':
    case 'url':
      return <CountedTextField form={form} spec={spec} mode={mode} />;
    case 'number':
      return (
        <TextField
          form={form}
          name={spec.name}
          label={label}
          required={spec.required}
          description={description}
          inputMode="numeric"
        />
      );
    case 'date':
      return <DayField form={form} name={spec.name} label={label} required={spec.required} />;
    case 'switch':
      return <SwitchField form={form} name={spec.name} label={label} description={description} />;
    case 'select':
      return (
        <SelectField
          form={asChoiceForm(form)}
          name={spec.name}
          label={label}
          required={spec.required}
          placeholder={intl.formatMessage({ id: 'resource.choose' })}
          options={spec.options.map((option) => choiceOf(intl, option))}
        />
      );
    case 'radio':
      return (
        <RadioGroupField
          form={asChoiceForm(form)}
          name={spec.name}
          label={label}
          required={spec.required}
          description={description}
          orientation={spec.options.some((option) => option.hintId) ? 'vertical' : 'horizontal'}
          options={spec.options.map((option) => choiceOf(intl, option))}
        />
      );
    case 'checkboxes':
      return (
        <CheckboxGroupField
          form={form}
          name={spec.name}
          label={label}
          required={spec.required}
          options={spec.options.map((option) => ({
            ...choiceOf(intl, option),
            // A value shown as itself is a name from the code (an event's).
            ...(option.labelId ? {} : { label: <span className="font-mono text-xs">{option.value}</span> }),
          }))}
        />
      );
    case 'relation':
      return <RelationField form={form} spec={spec} />;
    case 'richText':
      return <RichTextFormField form={form} spec={spec} />;
    case 'file':
      return <FileFormField form={form} spec={spec} />;
    case 'custom':
      return <>{spec.render(form, mode)}</>;
    case 'seoUrl':
      return <SeoUrlFormField form={form} spec={spec} mode={mode} />;
  }
}
