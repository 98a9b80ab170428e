import { FormattedMessage } from 'react-intl';

import {
  orderStatusTone,
  PaymentStatus,
  simStatusTone,
  SIM_STATUSES,
  ORDER_STATUSES,
} from '@backoffice/shared';
import { Badge, type BadgeVariant } from '@backoffice/ui';

import { type AppMessageId } from '../../i18n';

const PAYMENT_STATUS_TONES: Record<number, BadgeVariant> = {
  [PaymentStatus.NotPaid]: 'gray',
  [PaymentStatus.Paid]: 'green',
  [PaymentStatus.Refunded]: 'red',
  [PaymentStatus.PartiallyRefunded]: 'orange',
};

/** Catalogue ids of the enumerations; an unknown value shows as its number. */
export const orderStatusLabelId = (status: number) =>
  (ORDER_STATUSES as readonly number[]).includes(status)
    ? (`enum.orderStatus.${status}` as AppMessageId)
    : undefined;
export const paymentStatusLabelId = (status: number) =>
  status in PAYMENT_STATUS_TONES ? (`enum.paymentStatus.${status}` as AppMessageId) : undefined;
export const simStatusLabelId = (status: number) =>
  (SIM_STATUSES as readonly number[]).includes(status)
    ? (`enum.simStatus.${status}` as AppMessageId)
    : undefined;

function EnumLabel({ id, value }: { id: AppMessageId | undefined; value: number }) {
  return id ? <FormattedMessage id={id} /> : <>{value}</>;
}

/** Status badges carry their name as text; the colour (and dot) only repeats it. */
export function OrderStatusBadge({ status }: { status: number }) {
  return (
    <Badge variant={orderStatusTone(status)} dot data-status={status}>
      <EnumLabel id={orderStatusLabelId(status)} value={status} />
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: number }) {
  return (
    <Badge variant={PAYMENT_STATUS_TONES[status] ?? 'gray'} dot data-status={status}>
      <EnumLabel id={paymentStatusLabelId(status)} value={status} />
    </Badge>
  );
}

export function SimStatusBadge({ status }: { status: number }) {
  return (
    <Badge variant={simStatusTone(status)} dot data-status={status}>
      <EnumLabel id={simStatusLabelId(status)} value={status} />
    </Badge>
  );
}

export function SimKindLabel({ isEsim }: { isEsim: boolean | number }) {
  return <FormattedMessage id={isEsim ? 'enum.simKind.1' : 'enum.simKind.0'} />;
}
