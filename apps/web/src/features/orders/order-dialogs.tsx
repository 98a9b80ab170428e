import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';

import {
  FIELD_LIMITS,
  orderContactSchema,
  orderDeliveryAddressSchema,
  orderNoteSchema,
  orderTrackingSchema,
  refundAmountSchema,
} from '@backoffice/shared';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@backoffice/ui';

import {
  Form,
  type FormValues,
  type ObjectSchema,
  SubmitButton,
  TextareaField,
  TextField,
  useZodForm,
} from '../../components/form';
import { type AppMessageId } from '../../i18n';

export interface DialogField {
  name: string;
  labelId: AppMessageId;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url' | 'textarea';
  maxLength?: number;
  autoComplete?: string;
}

interface OrderFormDialogProps<TSchema extends ObjectSchema> {
  titleId: AppMessageId;
  description?: string;
  schema: TSchema;
  initialValues: FormValues<TSchema>;
  fields: readonly DialogField[];
  submitId?: AppMessageId;
  /**
   * Sends the checked values; the dialog closes when it settles (the caller reports the outcome),
   * unless it answers KEEP_OPEN (what was typed is still needed).
   */
  onSubmit: (data: z.output<TSchema>) => Promise<unknown>;
  onClose: () => void;
  /** Shown above the buttons (why the last save was refused, and what to do). */
  notice?: ReactNode;
}

/** What a dialog's submit answers to stay open with what was typed. */
export const KEEP_OPEN = Symbol('keep the dialog open');

function OrderFormBody<TSchema extends ObjectSchema>({
  titleId,
  description,
  schema,
  initialValues,
  fields,
  submitId = 'common.save',
  onSubmit,
  onClose,
  notice,
}: OrderFormDialogProps<TSchema>) {
  const intl = useIntl();
  const form = useZodForm({
    schema,
    initialValues,
    guardUnsaved: false,
    onSubmit: async (data) => {
      if ((await onSubmit(data)) !== KEEP_OPEN) onClose();
    },
  });
  const title = intl.formatMessage({ id: titleId });
  return (
    <Form form={form}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className={description ? undefined : 'sr-only'}>
          {description ?? title}
        </DialogDescription>
      </DialogHeader>
      {fields.map((field) =>
        field.type === 'textarea' ? (
          <TextareaField
            key={field.name}
            form={form}
            name={field.name as never}
            label={<FormattedMessage id={field.labelId} />}
            required={field.required}
            maxLength={field.maxLength}
            rows={5}
          />
        ) : (
          <TextField
            key={field.name}
            form={form}
            name={field.name as never}
            type={field.type ?? 'text'}
            label={<FormattedMessage id={field.labelId} />}
            required={field.required}
            maxLength={field.maxLength}
            autoComplete={field.autoComplete ?? 'off'}
          />
        ),
      )}
      {notice}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={form.isSubmitting} onClick={onClose}>
          <FormattedMessage id="msg.cancel" />
        </Button>
        <SubmitButton form={form}>
          <FormattedMessage id={submitId} />
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}

/**
 * A small edit dialog of the order page; mounted only while open, so each opening starts afresh.
 * The dialog focuses its first field and gives the focus back to the button that opened it.
 */
export function OrderFormDialog<TSchema extends ObjectSchema>(
  props: OrderFormDialogProps<TSchema> & { open: boolean },
) {
  const { open, ...body } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : props.onClose())}>
      <DialogContent className="max-w-[500px]">{open ? <OrderFormBody {...body} /> : null}</DialogContent>
    </Dialog>
  );
}

const L = FIELD_LIMITS;

export const NOTE_FIELDS: readonly DialogField[] = [
  { name: 'note', labelId: 'orders.field.note', type: 'textarea', maxLength: L.noteMax },
];

export const CONTACT_FIELDS: readonly DialogField[] = [
  { name: 'email', labelId: 'orders.field.email', type: 'email', required: true, maxLength: L.loginEmailMax },
  { name: 'phone', labelId: 'orders.field.phone', type: 'tel', required: true, maxLength: L.contactPhoneMax },
];

export const ADDRESS_FIELDS: readonly DialogField[] = (
  [
    ['street_name', 'orders.field.streetName'],
    ['street_number', 'orders.field.streetNumber'],
    ['city', 'orders.field.city'],
    ['province', 'orders.field.province'],
    ['zip_code', 'orders.field.zipCode'],
    ['country', 'orders.field.country'],
  ] as const
).map(([name, labelId]) => ({ name, labelId, required: true, maxLength: L.textMax }));

export const TRACKING_FIELDS: readonly DialogField[] = [
  { name: 'tracking', labelId: 'orders.field.tracking', maxLength: L.textMax },
  { name: 'tracking_link', labelId: 'orders.field.trackingLink', type: 'url', maxLength: L.linkMax },
];

export const ORDER_EDIT_SCHEMAS = {
  note: orderNoteSchema,
  contact: orderContactSchema,
  address: orderDeliveryAddressSchema,
  tracking: orderTrackingSchema,
} as const;

/** The refund form: the amount is a number above 0 and not above what is left to refund. */
export function refundFormSchema(limit: number) {
  return z.object({ amount: refundAmountSchema(limit) });
}
