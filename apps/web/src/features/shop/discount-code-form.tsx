import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { XIcon } from 'lucide-react';
import { useState } from 'react';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { z } from 'zod';

import {
  AMOUNT_TYPES,
  AmountType,
  DISCOUNT_TYPES,
  DISCOUNT_TYPES_WITH_AMOUNT,
  DISCOUNT_TYPES_WITH_PARAMS,
  discountCodeWire,
  DiscountType,
  isCreatedId,
  PERCENT_CAP,
  SIM_SUPPORT_PARAMS,
  SimSupportParam,
  stripDiscountCodeName,
} from '@backoffice/shared';
import {
  Badge,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormField,
  Input,
  Label,
  NativeSelect,
  NativeSelectOption,
} from '@backoffice/ui';

import {
  CheckboxField,
  Form,
  SubmitRow,
  SwitchField,
  DayField,
  useChangeForm,
  useFormField,
} from '../../components/form';
import { type FormValues as FormValuesOf, type ZodForm } from '../../components/form';
import { LoadError, PageHeader, PageLoading } from '../../components/page';
import { CreateAnswerError } from '../../components/resource';
import { VersionsAside } from '../../components/versions/versions-aside';
import { useTRPC } from '../../lib/trpc';
import { DISCOUNT_CODE_PATHS } from './paths';
import { type DiscountCodeRow } from './shop-types';
import { asText } from '../../lib/text';

const DISCOUNT_TYPE_LABEL_IDS = {
  [DiscountType.TotalOrderAmount]: 'enum.discountType.0',
  [DiscountType.SpecificOptions]: 'enum.discountType.1',
  [DiscountType.SimCardSupport]: 'enum.discountType.2',
  [DiscountType.TopUpAmount]: 'enum.discountType.3',
  [DiscountType.OrderPlusShipmentFree]: 'enum.discountType.4',
} as const;
const SIM_SUPPORT_PARAM_LABEL_IDS = {
  [SimSupportParam.DeliveryInEShop]: 'enum.simSupportParam.0',
  [SimSupportParam.EsimPriceNewActivation]: 'enum.simSupportParam.1',
  [SimSupportParam.EsimPriceNewActivationWithMnp]: 'enum.simSupportParam.2',
} as const;
const AMOUNT_TYPE_LABEL_IDS = {
  [AmountType.Euro]: 'enum.amountType.0',
  [AmountType.Percent]: 'enum.amountType.1',
} as const;

const actionFormSchema = z.object({
  enabled: z.boolean(),
  discount_type: z.number(),
  amount: z.string(),
  amount_type: z.string(),
  params: z.array(z.number()),
});

/**
 * The form holds all five action types, each enabled or not (spec 5); only enabled ones are sent.
 * The rules that disable Save are checked here with the field's own path, then the shared schema
 * checks the wire value again on the server.
 */
export const discountCodeFormSchema = z
  .object({
    name: z.string(),
    active: z.boolean(),
    expires_at: z.string(),
    only_mnp: z.boolean(),
    dont_send_to_logistic: z.boolean(),
    actions: z.array(actionFormSchema),
  })
  .superRefine((values, context) => {
    if (!stripDiscountCodeName(values.name))
      context.addIssue({ code: 'custom', message: 'fieldRequired', path: ['name'] });
    if (!values.actions.some((action) => action.enabled))
      context.addIssue({ code: 'custom', message: 'discountActionRequired', path: ['actions'] });
    values.actions.forEach((action, index) => {
      if (!action.enabled) return;
      const type = action.discount_type as DiscountType;
      if (DISCOUNT_TYPES_WITH_AMOUNT.includes(type) && !(Number(action.amount.replace(',', '.')) > 0))
        context.addIssue({
          code: 'custom',
          message: 'discountAmountRequired',
          path: ['actions', index, 'amount'],
        });
      if (DISCOUNT_TYPES_WITH_PARAMS.includes(type) && action.params.length === 0)
        context.addIssue({
          code: 'custom',
          message: 'discountParamsRequired',
          path: ['actions', index, 'params'],
        });
    });
  })
  .transform((values) => ({
    ...values,
    expires_at: values.expires_at || null,
    dont_send_to_logistic:
      values.dont_send_to_logistic &&
      values.actions.some(
        (action) => action.enabled && action.discount_type === DiscountType.OrderPlusShipmentFree,
      ),
    actions: values.actions
      .filter((action) => action.enabled)
      .map((action) => ({
        discount_type: action.discount_type,
        amount: action.discount_type === DiscountType.OrderPlusShipmentFree ? PERCENT_CAP : action.amount,
        amount_type: Number(action.amount_type),
        params: action.params,
      })),
  }));

type FormValues = z.input<typeof discountCodeFormSchema>;
type CodeForm = ZodForm<FormValuesOf<typeof discountCodeFormSchema>>;

function formValues(row?: DiscountCodeRow): FormValues {
  return {
    name: row?.name ?? '',
    active: row ? row.active === 1 : true,
    expires_at: row?.expires_at ? row.expires_at.slice(0, 10) : '',
    only_mnp: row ? row.only_mnp === 1 : false,
    dont_send_to_logistic: row ? row.dont_send_to_logistic === 1 : false,
    actions: DISCOUNT_TYPES.map((type) => {
      const saved = row?.actions.find((action) => action.discount_type === type);
      return {
        enabled: Boolean(saved),
        discount_type: type,
        amount: type === DiscountType.OrderPlusShipmentFree ? String(PERCENT_CAP) : (saved?.amount ?? ''),
        amount_type: String(
          type === DiscountType.OrderPlusShipmentFree
            ? AmountType.Percent
            : (saved?.amount_type ?? AmountType.Euro),
        ),
        params: saved?.params ?? [],
      };
    }),
  };
}

/** Chosen params of a type 1 or 2 action: pick one, add it; chosen ones can be removed and leave the choices. */
function ParamPicker({
  form,
  index,
  choices,
}: {
  form: CodeForm;
  index: number;
  choices: { value: number; label: string }[];
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'shop.discount.params' });
  const field = useFormField(form, `actions.${index}.params`, label);
  const chosen = (field.value as number[] | undefined) ?? [];
  const [pick, setPick] = useState('');
  const open = choices.filter((choice) => !chosen.includes(choice.value));
  return (
    <FormField label={label} error={field.error}>
      <div className="flex flex-col gap-2">
        <div className="flex gap-2">
          <NativeSelect aria-label={label} value={pick} onChange={(event) => setPick(event.target.value)}>
            <NativeSelectOption value="">{intl.formatMessage({ id: 'resource.choose' })}</NativeSelectOption>
            {open.map((choice) => (
              <NativeSelectOption key={choice.value} value={String(choice.value)}>
                {choice.label}
              </NativeSelectOption>
            ))}
          </NativeSelect>
          <Button
            type="button"
            variant="outline"
            disabled={!pick}
            onClick={() => {
              field.change([...chosen, Number(pick)]);
              setPick('');
            }}
          >
            <FormattedMessage id="shop.discount.addParam" />
          </Button>
        </div>
        <div className="flex flex-wrap gap-1">
          {chosen.map((value) => {
            const text = choices.find((choice) => choice.value === value)?.label ?? String(value);
            return (
              <Badge key={value} variant="secondary" className="gap-1">
                {text}
                <button
                  type="button"
                  aria-label={intl.formatMessage({ id: 'shop.discount.removeParam' }, { name: text })}
                  onClick={() => field.change(chosen.filter((item) => item !== value))}
                >
                  <XIcon className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            );
          })}
        </div>
      </div>
    </FormField>
  );
}

function ActionRow({
  form,
  index,
  optionChoices,
}: {
  form: CodeForm;
  index: number;
  optionChoices: { value: number; label: string }[];
}) {
  const intl = useIntl();
  const type = DISCOUNT_TYPES[index] as DiscountType;
  const title = intl.formatMessage({ id: DISCOUNT_TYPE_LABEL_IDS[type] });
  const enabled = useFormField(form, `actions.${index}.enabled`, title);
  const amount = useFormField(
    form,
    `actions.${index}.amount`,
    intl.formatMessage({ id: 'shop.discount.amount' }),
  );
  const amountType = useWatch({ control: form.control, name: `actions.${index}.amount_type` });
  const fixed = type === DiscountType.OrderPlusShipmentFree;
  const on = enabled.value === true;
  // What the amount field changed in what was typed, said under it rather than done silently.
  const [adjusted, setAdjusted] = useState<'capped' | 'unsigned' | null>(null);
  const choices =
    type === DiscountType.SpecificOptions
      ? optionChoices
      : SIM_SUPPORT_PARAMS.map((value) => ({
          value,
          label: intl.formatMessage({ id: SIM_SUPPORT_PARAM_LABEL_IDS[value] }),
        }));
  return (
    <fieldset className="rounded-md border p-3" aria-label={title}>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`action-${index}`}
          checked={on}
          onCheckedChange={(checked) => enabled.change(checked === true)}
        />
        <Label htmlFor={`action-${index}`}>{title}</Label>
      </div>
      {on ? (
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          <FormField
            label={intl.formatMessage({ id: 'shop.discount.amount' })}
            error={amount.error}
            description={
              adjusted ? (
                <span role="status">
                  <FormattedMessage
                    id={adjusted === 'capped' ? 'shop.discount.amountCapped' : 'shop.discount.amountUnsigned'}
                  />
                </span>
              ) : undefined
            }
          >
            <Input
              ref={amount.ref}
              value={asText(amount.value)}
              disabled={fixed}
              inputMode="decimal"
              onChange={(event) => {
                const text = event.target.value.replace(/[^0-9.,]/g, '');
                // Percent amounts above 100 are clamped to 100 (spec 5).
                const over =
                  amountType === String(AmountType.Percent) && Number(text.replace(',', '.')) > PERCENT_CAP;
                setAdjusted(over ? 'capped' : event.target.value.includes('-') ? 'unsigned' : null);
                amount.change(over ? String(PERCENT_CAP) : text);
              }}
              onBlur={amount.blur}
            />
          </FormField>
          <FormField label={intl.formatMessage({ id: 'shop.discount.amountType' })}>
            <NativeSelect
              aria-label={intl.formatMessage({ id: 'shop.discount.amountType' })}
              disabled={fixed}
              {...form.rhf.register(`actions.${index}.amount_type`)}
            >
              {AMOUNT_TYPES.map((value) => (
                <NativeSelectOption key={value} value={String(value)}>
                  {intl.formatMessage({ id: AMOUNT_TYPE_LABEL_IDS[value] })}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
          {DISCOUNT_TYPES_WITH_PARAMS.includes(type) ? (
            <div className="md:col-span-2">
              <ParamPicker form={form} index={index} choices={choices} />
            </div>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

/** The block of up to five actions: one row per type, through react-hook-form's field array. */
function ActionBlock({ form }: { form: CodeForm }) {
  const trpc = useTRPC();
  // The form holds the five actions from the start: never the empty value ('') of a field.
  const { fields } = useFieldArray({ control: form.control as Control<FormValues>, name: 'actions' });
  const choices = useQuery(trpc.shop.discountCodes.optionChoices.queryOptions());
  const optionChoices = (choices.data?.data ?? []).map((choice) => ({
    value: choice.ID,
    label: `${choice.ID} · ${choice.Title}`,
  }));
  const actions = useWatch({ control: form.control, name: 'actions' }) as FormValues['actions'];
  const freeShipment = actions.some(
    (action) => action.enabled && action.discount_type === DiscountType.OrderPlusShipmentFree,
  );
  const error = form.errors.actions;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-medium">
        <FormattedMessage id="shop.discount.actions" />
      </h2>
      {error ? <p className="text-sm text-destructive">{String(error)}</p> : null}
      {fields.map((item, index) => (
        <ActionRow key={item.id} form={form} index={index} optionChoices={optionChoices} />
      ))}
      {freeShipment ? (
        <CheckboxField
          form={form}
          name="dont_send_to_logistic"
          label={<FormattedMessage id="shop.discount.dontSendToLogistic" />}
        />
      ) : null}
    </section>
  );
}

function DiscountCodeForm({ row }: { row?: DiscountCodeRow }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const createCall = useMutation(trpc.shop.discountCodes.create.mutationOptions());
  const updateCall = useMutation(trpc.shop.discountCodes.update.mutationOptions());
  const form = useChangeForm({
    schema: discountCodeFormSchema,
    initialValues: formValues(row),
    successId: row ? 'msg.updated' : 'msg.created',
    successTitleId: 'msg.titleSuccess',
    invalidate: [trpc.shop.discountCodes.pathKey()],
    save: async (values) => {
      // The form schema's output is the create/update input (its last step is the shared schema).
      const wire: Parameters<typeof createCall.mutateAsync>[0] = values;
      if (row) await updateCall.mutateAsync({ ...wire, uuid: row.uuid });
      else {
        const answer = await createCall.mutateAsync(wire);
        if (!isCreatedId(answer.response)) throw new CreateAnswerError(answer.response);
      }
      await queryClient.invalidateQueries({ queryKey: trpc.shop.discountCodes.pathKey() });
      form.allowNavigation(() => navigate(DISCOUNT_CODE_PATHS.list));
    },
  });
  const nameLabel = intl.formatMessage({ id: 'shop.field.name' });
  const name = useFormField(form, 'name', nameLabel);
  return (
    <Form form={form}>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={nameLabel} error={name.error} required>
          <Input
            ref={name.ref}
            name="name"
            value={asText(name.value)}
            onChange={(event) => name.change(stripDiscountCodeName(event.target.value))}
            onBlur={name.blur}
          />
        </FormField>
        <DayField
          form={form}
          name="expires_at"
          label={intl.formatMessage({ id: 'shop.discount.expiresAt' })}
        />
        <SwitchField form={form} name="active" label={intl.formatMessage({ id: 'shop.discount.active' })} />
        <CheckboxField
          form={form}
          name="only_mnp"
          label={intl.formatMessage({ id: 'shop.discount.onlyMnp' })}
        />
      </div>
      <ActionBlock form={form} />
      <SubmitRow form={form} />
    </Form>
  );
}

export function DiscountCodeCreatePage() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'shop.discount.create' })} />
      <Card>
        <CardContent>
          <DiscountCodeForm />
        </CardContent>
      </Card>
    </>
  );
}

export function DiscountCodeEditPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const { uuid = '' } = useParams<{ uuid: string }>();
  const record = useQuery(trpc.shop.discountCodes.get.queryOptions({ uuid }));
  // A restored version is the code's new state: the form starts again from it.
  const [restores, setRestores] = useState(0);
  if (record.isPending) return <PageLoading />;
  if (record.isError) return <LoadError error={record.error} fallbackPath={DISCOUNT_CODE_PATHS.list} />;
  const row = record.data.data;
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'shop.discount.edit' })} description={row.name} />
      <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <Card>
          <CardContent>
            <DiscountCodeForm key={`${uuid}:${restores}`} row={row} />
          </CardContent>
        </Card>
        <VersionsAside
          entityType="DiscountCode"
          entityId={uuid}
          wire={discountCodeWire}
          onRestored={() => void record.refetch().then(() => setRestores((count) => count + 1))}
        />
      </div>
    </>
  );
}
