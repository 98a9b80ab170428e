import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangleIcon } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'wouter';

import {
  BOX_COLOR_LABELS,
  BOX_COLORS,
  formatEuro,
  NO_BILLING_MATCH_ID,
  offerImageSizes,
  type OfferDesign,
} from '@backoffice/shared';
import {
  Button,
  Checkbox,
  FormField,
  Input,
  Label,
  NativeSelect,
  NativeSelectOption,
  toast,
} from '@backoffice/ui';

import { useSpecFeedback } from '../../components/feedback';
import { FileField } from '../../components/file-field';
import { CheckboxField, SelectField, TextField, useFormField, type ZodForm } from '../../components/form';
import { type AppMessageId } from '../../i18n';
import { useTRPC } from '../../lib/trpc';
import { type OfferRow } from './shop-types';

type AnyForm = ZodForm<Record<string, unknown>>;
/** The form seen with free field names: the blocks use nested names (`free_style.color`). */
const loose = (form: AnyForm) => form as ZodForm<Record<string, string>>;
const looseFlags = (form: AnyForm) => form as ZodForm<Record<string, boolean>>;

/** The offer being edited (already loaded by the edit page, so this reads the cache); none when creating. */
function useEditedOffer(): OfferRow | undefined {
  const trpc = useTRPC();
  const { uuid } = useParams<{ uuid?: string }>();
  const record = useQuery({
    ...trpc.shop.offers.get.queryOptions({ offer_uuid: uuid ?? '' }),
    enabled: Boolean(uuid),
  });
  return record.data?.data;
}

/** Categories as checkboxes (several may be chosen); the form holds their uuids. */
export function OfferCategoriesField({ form }: { form: AnyForm }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const label = intl.formatMessage({ id: 'shop.field.categories' });
  const field = useFormField(form, 'category', label);
  const list = useQuery(trpc.shop.offerCategories.list.queryOptions());
  const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (id: string, on: boolean) =>
    field.change(on ? [...chosen, id] : chosen.filter((item) => item !== id));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      {list.isPending ? (
        <p className="text-muted-foreground text-sm">
          <FormattedMessage id="msg.loading" />
        </p>
      ) : (list.data?.data ?? []).length === 0 ? (
        <p className="text-muted-foreground text-sm">
          <FormattedMessage id="shop.offer.noCategories" />
        </p>
      ) : (
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(list.data?.data ?? []).map((category) => (
            <div key={category.uuid} className="flex items-center gap-2">
              <Checkbox
                id={`category-${category.uuid}`}
                checked={chosen.includes(category.uuid)}
                onCheckedChange={(next) => toggle(category.uuid, next === true)}
              />
              <Label htmlFor={`category-${category.uuid}`} className="font-normal">
                {category.name}
              </Label>
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** The box colour and bold of one text or flag (`<name>_style`). */
export function BoxStyleFields({
  form,
  name,
  labelId,
}: {
  form: AnyForm;
  name: string;
  labelId: AppMessageId;
}) {
  const intl = useIntl();
  const subject = intl.formatMessage({ id: labelId });
  return (
    <div className="grid items-end gap-4 sm:grid-cols-2">
      <SelectField
        form={loose(form)}
        name={`${name}_style.color`}
        label={intl.formatMessage({ id: 'shop.offer.boxColor' }, { name: subject })}
        placeholder={intl.formatMessage({ id: 'shop.offer.noColor' })}
        options={BOX_COLORS.map((color) => ({ value: color, label: BOX_COLOR_LABELS[color] }))}
      />
      <CheckboxField
        form={looseFlags(form)}
        name={`${name}_style.bold`}
        label={intl.formatMessage({ id: 'shop.offer.bold' }, { name: subject })}
      />
    </div>
  );
}

const IMAGE_FIELDS = {
  photo_list: { alt: 'alt_list', labelId: 'shop.offer.photoList' },
  photo_slide_lg: { alt: 'alt_slide_lg', labelId: 'shop.offer.photoSlideLg' },
  photo_slide: { alt: 'alt_slide', labelId: 'shop.offer.photoSlide' },
  photo_slide_m: { alt: 'alt_slide_m', labelId: 'shop.offer.photoSlideM' },
} as const;
export type OfferImageName = keyof typeof IMAGE_FIELDS;

/** One of the four images with its alt text; the size hint follows the card design (spec 2.1). */
export function OfferImageField({ form, name }: { form: AnyForm; name: OfferImageName }) {
  const intl = useIntl();
  const { alt, labelId } = IMAGE_FIELDS[name];
  const design = useWatch({ control: form.control, name: 'design' }) as OfferDesign | '';
  const size = offerImageSizes(design || null)[name];
  const label = intl.formatMessage({ id: labelId });
  const field = useFormField(form, name, label);
  return (
    <div className="grid gap-3 rounded-md border p-4">
      <FormField label={label} error={field.error}>
        {(control) => (
          <FileField
            {...control}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(path) => {
              field.change(path);
              field.blur();
            }}
            kind="image"
            currentDir="offers"
            imageSize={size}
          />
        )}
      </FormField>
      <TextField
        form={loose(form)}
        name={alt}
        label={intl.formatMessage({ id: 'shop.offer.altText' }, { name: label })}
      />
    </div>
  );
}

interface BillingPlan {
  ID: number;
  Title: string;
  RenewalPrice: number;
  ActivationPrices: { NewActivation: number; FirstNetwork: number; OtherNetworks: number };
  PortInOnly: boolean;
  ExcludedOperators: string[];
  DependentOptions: { ID: number; Title: string; Price: number; Period: string }[];
}

const parseSnapshot = (text: string | undefined): BillingPlan | undefined => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as BillingPlan;
  } catch {
    return undefined;
  }
};

function PlanDetails({ plan }: { plan: BillingPlan }) {
  const intl = useIntl();
  const yesNo = (value: boolean) => intl.formatMessage({ id: value ? 'shop.offer.yes' : 'shop.offer.no' });
  const rows: [AppMessageId, string][] = [
    ['shop.offer.plan.id', String(plan.ID)],
    ['shop.offer.plan.title', plan.Title],
    ['shop.offer.plan.renewal', formatEuro(plan.RenewalPrice)],
    ['shop.offer.plan.activationNew', formatEuro(plan.ActivationPrices.NewActivation)],
    ['shop.offer.plan.activationFirst', formatEuro(plan.ActivationPrices.FirstNetwork)],
    ['shop.offer.plan.activationOthers', formatEuro(plan.ActivationPrices.OtherNetworks)],
    ['shop.offer.plan.portInOnly', yesNo(plan.PortInOnly)],
    ['shop.offer.plan.excluded', plan.ExcludedOperators.join(', ') || '—'],
  ];
  return (
    <div className="grid gap-3 rounded-md border p-4 text-sm" data-testid="billing-plan-details">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows.map(([id, value]) => (
          <div key={id} className="contents">
            <dt className="text-muted-foreground">
              <FormattedMessage id={id} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <table className="w-full text-left">
        <caption className="mb-1 text-left font-medium">
          <FormattedMessage id="shop.offer.plan.options" />
        </caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col">ID</th>
            <th scope="col">
              <FormattedMessage id="shop.offer.plan.title" />
            </th>
            <th scope="col">
              <FormattedMessage id="shop.field.price" />
            </th>
            <th scope="col">
              <FormattedMessage id="shop.field.period" />
            </th>
          </tr>
        </thead>
        <tbody>
          {plan.DependentOptions.length === 0 ? (
            <tr>
              <td colSpan={4}>—</td>
            </tr>
          ) : (
            plan.DependentOptions.map((option) => (
              <tr key={option.ID}>
                <td>{option.ID}</td>
                <td>{option.Title}</td>
                <td>{formatEuro(option.Price)}</td>
                <td>{option.Period}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * 'Matching from BSS': the plans on sale, read live (get-active-offers), with 'No match'; the chosen
 * plan's details below, read-only. A plan kept from before that the BSS no longer sells stays
 * selectable with its stored snapshot. A BSS that fails shows 'The offers could not be read from the BSS'.
 */
export function BillingPlanMatch({ form }: { form: AnyForm }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const offer = useEditedOffer();
  const plans = useQuery({ ...trpc.shop.bss.getActiveOffers.queryOptions(), retry: false });
  const label = intl.formatMessage({ id: 'shop.offer.matching' });
  const field = useFormField(form, 'external_id', label);
  const chosen = Number(field.value ?? NO_BILLING_MATCH_ID);
  const onSale = (plans.data?.response ?? []) as BillingPlan[];
  const stored = offer && offer.external_id === chosen ? parseSnapshot(offer.external_data) : undefined;
  const plan = onSale.find((item) => item.ID === chosen) ?? stored;
  const choices = stored && !onSale.some((item) => item.ID === stored.ID) ? [stored, ...onSale] : onSale;
  return (
    <div className="grid gap-3">
      <FormField label={label} error={field.error}>
        <NativeSelect
          ref={field.ref}
          name="external_id"
          value={String(chosen)}
          disabled={plans.isPending}
          onChange={(event) => {
            field.change(event.target.value);
            field.blur();
          }}
        >
          <NativeSelectOption value={String(NO_BILLING_MATCH_ID)}>
            {intl.formatMessage({ id: plans.isPending ? 'msg.loading' : 'shop.offer.noMatching' })}
          </NativeSelectOption>
          {choices.map((item) => (
            <NativeSelectOption key={item.ID} value={String(item.ID)}>
              {`${item.ID} · ${item.Title}`}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      {plans.isError ? (
        <p role="alert" className="text-destructive flex items-center gap-2 text-sm">
          <AlertTriangleIcon aria-hidden="true" className="size-4" />
          <FormattedMessage id="msg.bssOffersLoadError" />
        </p>
      ) : null}
      {offer?.bss_plan_withdrawn_at && offer.external_id === chosen ? (
        <p className="text-sm text-amber-700 dark:text-amber-400">
          <FormattedMessage id="shop.offer.planWithdrawn" />
        </p>
      ) : null}
      {plan ? <PlanDetails plan={plan} /> : null}
    </div>
  );
}

/**
 * The offer's position in the homepage slider, saved at once by its own call (change-offer-sort);
 * shown when editing an offer displayed in the slider.
 */
export function SliderPosition({ form }: { form: AnyForm }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const offer = useEditedOffer();
  const inSlider: unknown = useWatch({ control: form.control, name: 'display_slider' });
  const [position, setPosition] = useState<string | null>(null);
  const save = useMutation(trpc.cms.sliderDisplay.changeOfferSort.mutationOptions());
  if (!offer || !(inSlider === true || inSlider === 1)) return null;
  const value = position ?? String(offer.slider_sort);
  const savePosition = async () => {
    try {
      await save.mutateAsync({ uuid: offer.uuid, slider_sort: Number(value) });
    } catch (error) {
      void report.failed(error, 'msg.titleError');
      return;
    }
    toast.success(intl.formatMessage({ id: 'msg.titleSuccess' }), {
      description: intl.formatMessage({ id: 'msg.updated' }),
    });
    await queryClient.invalidateQueries({ queryKey: trpc.shop.offers.pathKey() });
  };
  const label = intl.formatMessage({ id: 'shop.offer.sliderPosition' });
  return (
    <FormField label={label} description={<FormattedMessage id="shop.offer.sliderPositionHint" />}>
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            inputMode="numeric"
            value={value}
            onChange={(event) => setPosition(event.target.value.replace(/[^0-9-]/g, ''))}
            className="max-w-32"
          />
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending || !/^-?\d+$/.test(value)}
            onClick={() => void savePosition()}
          >
            <FormattedMessage id="shop.offer.savePosition" />
          </Button>
        </div>
      )}
    </FormField>
  );
}
