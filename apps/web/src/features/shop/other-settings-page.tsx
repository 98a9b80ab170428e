import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  normaliseSeoUrlInput,
  shopSettingsInputSchema,
  type ShopSettingsRow,
  stripSettingsPrice,
} from '@backoffice/shared';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormField,
  Input,
  Label,
} from '@backoffice/ui';

import {
  Form,
  SubmitRow,
  SwitchField,
  TextareaField,
  TextField,
  useChangeForm,
  useFormField,
} from '../../components/form';
import { type FormValues, type ZodForm } from '../../components/form';
import { LoadError, PageHeader, PageLoading } from '../../components/page';
import { RichTextEditor } from '../../components/rich-text';
import { type AppMessageId } from '../../i18n';
import { useTRPC } from '../../lib/trpc';

type SettingsForm = ZodForm<FormValues<typeof shopSettingsInputSchema>>;

const PRICE_FIELDS = {
  eshopPrice: 'shop.settings.eshopPrice',
  esimPrice: 'shop.settings.esimPrice',
  esimReplacementPrice: 'shop.settings.esimReplacementPrice',
  esimMnpPrice: 'shop.settings.esimMnpPrice',
  SIMPrice: 'shop.field.priceEur',
} as const;

/** A text field whose value is normalised as it is typed (prices keep digits, space, dot and comma). */
function NormalisedField({
  form,
  name,
  label,
  normalise,
  inputMode,
}: {
  form: SettingsForm;
  name: string;
  label: string;
  normalise: (text: string) => string;
  inputMode?: 'decimal';
}) {
  const field = useFormField(form, name, label);
  return (
    <FormField label={label} error={field.error} required>
      <Input
        ref={field.ref}
        name={name}
        inputMode={inputMode}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.change(normalise(event.target.value))}
        onBlur={field.blur}
      />
    </FormField>
  );
}

function PriceField({ form, name }: { form: SettingsForm; name: keyof typeof PRICE_FIELDS }) {
  const intl = useIntl();
  return (
    <NormalisedField
      form={form}
      name={name}
      label={intl.formatMessage({ id: PRICE_FIELDS[name] })}
      normalise={stripSettingsPrice}
      inputMode="decimal"
    />
  );
}

function RichTextField({ form, name, label }: { form: SettingsForm; name: string; label: string }) {
  const field = useFormField(form, name, label);
  return (
    <FormField label={label} error={field.error}>
      {(control) => (
        <RichTextEditor
          {...control}
          aria-labelledby={control.labelId}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.change}
          onBlur={field.blur}
          contentClassName="min-h-32"
        />
      )}
    </FormField>
  );
}

function Panel({ value, titleId, children }: { value: string; titleId: AppMessageId; children: ReactNode }) {
  return (
    <AccordionItem value={value}>
      <AccordionTrigger>
        <FormattedMessage id={titleId} />
      </AccordionTrigger>
      <AccordionContent className="grid gap-4 px-1 pt-2">{children}</AccordionContent>
    </AccordionItem>
  );
}

const toForm = (row: ShopSettingsRow) => ({
  eshopPrice: row.eshopPrice,
  esimPrice: row.esimPrice,
  esimReplacementPrice: row.esimReplacementPrice,
  esimMnpPrice: row.esimMnpPrice,
  SIMPrice: row.SIMPrice,
  publish: row.publish === 1,
  overview: row.overview,
  note: row.note,
  title: row.title,
  description: row.description,
  keywords: row.keywords,
  url: row.url,
});

function OtherSettingsForm({ row, promoIsActive }: { row: ShopSettingsRow; promoIsActive: boolean | null }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const edit = useMutation(trpc.shop.otherSettings.edit.mutationOptions());
  const text = (id: AppMessageId) => intl.formatMessage({ id });
  const form = useChangeForm({
    schema: shopSettingsInputSchema,
    initialValues: toForm(row),
    save: (values) => edit.mutateAsync({ ...values, uuid: row.uuid }),
    invalidate: [trpc.shop.otherSettings.get.queryKey()],
    successId: 'msg.updated',
  });
  return (
    <Form form={form}>
      <Accordion type="multiple" defaultValue={['delivery', 'esim', 'sim', 'promo']}>
        <Panel value="delivery" titleId="shop.settings.delivery">
          <PriceField form={form} name="eshopPrice" />
        </Panel>
        <Panel value="esim" titleId="shop.settings.esim">
          <div className="grid gap-4 md:grid-cols-3">
            <PriceField form={form} name="esimPrice" />
            <PriceField form={form} name="esimReplacementPrice" />
            <PriceField form={form} name="esimMnpPrice" />
          </div>
        </Panel>
        <Panel value="sim" titleId="shop.settings.replacementSim">
          <SwitchField form={form} name="publish" label={text('shop.field.publish')} />
          <PriceField form={form} name="SIMPrice" />
          <RichTextField form={form} name="overview" label={text('shop.field.overview')} />
          <RichTextField form={form} name="note" label={text('shop.field.note')} />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField form={form} name="title" label={text('shop.field.seoTitle')} />
            <TextField form={form} name="keywords" label={text('shop.field.seoKeywords')} />
          </div>
          <TextareaField form={form} name="description" label={text('shop.field.seoDescription')} rows={3} />
          <NormalisedField
            form={form}
            name="url"
            label={text('shop.field.seoUrl')}
            normalise={normaliseSeoUrlInput}
          />
        </Panel>
        <Panel value="promo" titleId="shop.settings.promo">
          <div className="flex items-center gap-2">
            <Checkbox id="promo-is-active" checked={promoIsActive === true} disabled />
            <Label htmlFor="promo-is-active" className="font-normal">
              <FormattedMessage id="shop.settings.promoIsActive" />
            </Label>
          </div>
        </Panel>
      </Accordion>
      <div className="flex flex-wrap items-start gap-3">
        {/* Cancel drops the unsaved changes: the form shows the stored settings again. */}
        <Button type="button" variant="outline" onClick={() => form.reset()}>
          <FormattedMessage id="msg.cancel" />
        </Button>
        <SubmitRow form={form} />
      </div>
    </Form>
  );
}

/** The promo flag from GET /api/web-api/get-promo-data (JSON text with IsActive); null when unreadable. */
function promoFlag(text: string | undefined): boolean | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { IsActive?: unknown };
    return typeof parsed.IsActive === 'boolean' ? parsed.IsActive : null;
  } catch {
    return null;
  }
}

/**
 * Other settings (spec 002, 2.6): the delivery price, the eSIM prices, the replacement SIM and the
 * read-only promo flag in accordion panels, for every staff role; a progress bar until loaded.
 */
export function OtherSettingsPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const settings = useQuery(trpc.shop.otherSettings.get.queryOptions());
  const promo = useQuery(trpc.shop.otherSettings.promoData.queryOptions());
  const title = intl.formatMessage({ id: 'route.otherSettings' });
  return (
    <>
      <PageHeader title={title} />
      {settings.isPending ? (
        <PageLoading />
      ) : settings.isError ? (
        <LoadError error={settings.error} goBackOnClose={false} />
      ) : (
        <Card>
          <CardContent>
            <OtherSettingsForm row={settings.data.data} promoIsActive={promoFlag(promo.data?.response)} />
          </CardContent>
        </Card>
      )}
    </>
  );
}
