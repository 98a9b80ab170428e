import { XCircleIcon } from 'lucide-react';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { isSimStatusRowVisible } from '@backoffice/shared';
import { Badge, Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@backoffice/ui';

import { SimpleTable } from '../../components/data-table';
import { DetailList } from '../../components/page';
import { type AppMessageId } from '../../i18n';
import { SimKindLabel, SimStatusBadge } from './order-badges';
import { euro, orderTime } from './order-panels';
import { type DonorOperator, type OrderProduct } from './order-types';

/** Labels of the pricing's line kinds (offer, activation, option, top-up, eSIM); others show their name. */
const PRICE_ROW_LABELS: Record<string, AppMessageId> = {
  offer: 'orders.price.offer',
  activation: 'orders.price.activation',
  option: 'orders.price.option',
  topup: 'orders.price.topup',
  esim: 'orders.price.esim',
};

function PriceRowLabel({ type, name }: { type: string; name: string }) {
  const id = PRICE_ROW_LABELS[type];
  return id ? <FormattedMessage id={id} values={{ name }} /> : <>{name}</>;
}

export const productLabel = (product: OrderProduct) => ({ id: product.id, offer: product.offer_name });

/** The SIM's cancellation in the billing system, once cancelled here: pending (retried), done or refused. */
function BssCancelState({ product }: { product: OrderProduct }) {
  switch (product.bss_cancel_status) {
    case 'pending':
      return (
        <Badge variant="orange" dot className="whitespace-normal">
          <FormattedMessage
            id="orders.product.bssCancelPending"
            values={{ error: product.bss_cancel_error ?? '—' }}
          />
        </Badge>
      );
    case 'refused':
      return (
        <Badge variant="red" dot className="whitespace-normal">
          <FormattedMessage
            id="orders.product.bssCancelRefused"
            values={{ error: product.bss_cancel_error ?? '—' }}
          />
        </Badge>
      );
    case 'done':
      return (
        <span className="text-sm">
          <FormattedMessage id="orders.product.bssCancelDone" />
        </span>
      );
    default:
      return null;
  }
}

function BillingState({ product }: { product: OrderProduct }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <SendState product={product} />
      <BssCancelState product={product} />
    </span>
  );
}

function SendState({ product }: { product: OrderProduct }) {
  if (product.error_bss)
    return (
      <Badge variant="red" dot className="whitespace-normal">
        <FormattedMessage id="orders.product.error" values={{ error: product.error_bss }} />
      </Badge>
    );
  if (!product.is_send_bss)
    return (
      <Badge variant="orange" dot>
        <FormattedMessage id="orders.product.notSent" />
      </Badge>
    );
  return (
    <span className="text-sm">
      <FormattedMessage id="orders.product.sent" values={{ id: product.external_id ?? '—' }} />
    </span>
  );
}

/**
 * The products table: one row per SIM and, under it, its price rows (offer, activation, each option,
 * top-up, eSIM). No footer and no pages (spec 002 §9 pages it by 20 and hides the footer, which
 * would hide a 21st SIM): every SIM of the order is listed.
 */
export function ProductsTable({
  products,
  cancellable,
  onCancelSim,
}: {
  products: readonly OrderProduct[];
  /** The SIMs the shared transition table lets be cancelled one by one. */
  cancellable: ReadonlySet<string>;
  onCancelSim: (product: OrderProduct) => void;
}) {
  const intl = useIntl();
  const anyCancellable = cancellable.size > 0;
  return (
    <Table
      aria-label={intl.formatMessage({ id: 'orders.panel.products' })}
      containerClassName="rounded-md border"
    >
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead scope="col">
            <FormattedMessage id="orders.product.col.sim" />
          </TableHead>
          <TableHead scope="col">
            <FormattedMessage id="orders.product.col.offer" />
          </TableHead>
          <TableHead scope="col">
            <FormattedMessage id="orders.product.col.type" />
          </TableHead>
          <TableHead scope="col">
            <FormattedMessage id="orders.product.col.status" />
          </TableHead>
          <TableHead scope="col" className="text-right">
            <FormattedMessage id="orders.product.col.total" />
          </TableHead>
          <TableHead scope="col">
            <FormattedMessage id="orders.product.col.bss" />
          </TableHead>
          {anyCancellable ? (
            <TableHead scope="col">
              <FormattedMessage id="orders.product.col.actions" />
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {products.map((product) => (
          <Fragment key={product.uuid}>
            <TableRow data-product={product.uuid}>
              <TableCell className="font-medium tabular-nums">{product.id}</TableCell>
              <TableCell className="whitespace-normal">{product.offer_name}</TableCell>
              <TableCell>
                <SimKindLabel isEsim={product.is_esim} />
              </TableCell>
              <TableCell className="whitespace-normal">
                {isSimStatusRowVisible(product.sim_status) ? (
                  <span className="grid gap-1">
                    <SimStatusBadge status={product.sim_status} />
                    {product.sim_status_reason ? (
                      <span className="text-xs text-muted-foreground">{product.sim_status_reason}</span>
                    ) : null}
                  </span>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums">{euro(product.total_sum)}</TableCell>
              <TableCell className="whitespace-normal">
                <BillingState product={product} />
              </TableCell>
              {anyCancellable ? (
                <TableCell>
                  {cancellable.has(product.uuid) ? (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={intl.formatMessage({ id: 'orders.action.cancelSimOf' }, { id: product.id })}
                      onClick={() => onCancelSim(product)}
                    >
                      <XCircleIcon aria-hidden="true" />
                      <FormattedMessage id="orders.action.cancelSim" />
                    </Button>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
            {product.table_items.map((item, index) => (
              <TableRow
                key={`${product.uuid}-${index}`}
                data-price-row={item.type}
                className="text-muted-foreground"
              >
                <TableCell />
                <TableCell colSpan={3} className="pl-6 whitespace-normal">
                  <PriceRowLabel type={item.type} name={item.name} />
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {item.discount === '0.00' ? (
                    euro(item.price)
                  ) : (
                    <span className="grid justify-items-end">
                      <span className="text-xs">
                        <FormattedMessage
                          id="orders.price.discounted"
                          values={{ price: euro(item.price), discount: euro(item.discount) }}
                        />
                      </span>
                      {euro(item.total)}
                    </span>
                  )}
                </TableCell>
                <TableCell colSpan={anyCancellable ? 2 : 1} />
              </TableRow>
            ))}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}

/** Portability of each SIM that ports a number: the number and the donor operator's name. */
export function PortabilityTable({
  products,
  donors,
}: {
  products: readonly OrderProduct[];
  donors: readonly DonorOperator[] | undefined;
}) {
  const intl = useIntl();
  const porting = products.filter((product) => product.portation_mobile_number);
  const donorName = (code: string | null) =>
    code === null ? '' : (donors?.find((donor) => donor.ID === code)?.DisplayedName ?? code);
  if (porting.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="orders.noPortability" />
      </p>
    );
  return (
    <SimpleTable
      label={intl.formatMessage({ id: 'orders.panel.portability' })}
      rows={porting}
      rowKey={(product) => product.uuid}
      empty={<FormattedMessage id="orders.noPortability" />}
      bordered
      columns={[
        {
          key: 'orders.product.col.sim',
          header: <FormattedMessage id="orders.product.col.sim" />,
          cell: (product) => product.id,
        },
        {
          key: 'orders.product.col.number',
          header: <FormattedMessage id="orders.product.col.number" />,
          cell: (product) => product.portation_mobile_number,
        },
        {
          key: 'orders.product.col.donor',
          header: <FormattedMessage id="orders.product.col.donor" />,
          cell: (product) => donorName(product.portation_donor_network),
        },
      ]}
    />
  );
}

/** Friend codes and marketing consent, per SIM. */
export function FriendCodesTable({ products }: { products: readonly OrderProduct[] }) {
  const intl = useIntl();
  return (
    <SimpleTable
      label={intl.formatMessage({ id: 'orders.panel.friends' })}
      rows={products}
      rowKey={(product) => product.uuid}
      empty={<FormattedMessage id="orders.history.empty" />}
      bordered
      columns={[
        {
          key: 'orders.product.col.sim',
          header: <FormattedMessage id="orders.product.col.sim" />,
          cell: (product) => product.id,
        },
        {
          key: 'orders.product.col.friendCode',
          header: <FormattedMessage id="orders.product.col.friendCode" />,
          cell: (product) => product.friend_code || '—',
        },
        {
          key: 'orders.product.col.consent',
          header: <FormattedMessage id="orders.product.col.consent" />,
          cell: (product) => (
            <FormattedMessage id={product.consent ? 'orders.consent.yes' : 'orders.consent.no'} />
          ),
        },
      ]}
    />
  );
}

/** The card data of paid_data (JSON text from the payment provider); unreadable text shows nothing. */
export function PaidDataFields({ paidData }: { paidData: string | null }) {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = paidData ? JSON.parse(paidData) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      data = parsed as Record<string, unknown>;
  } catch {
    data = {};
  }
  const text = (...keys: string[]) => {
    for (const key of keys) {
      const value = data[key];
      if (typeof value === 'string' || typeof value === 'number') return String(value);
    }
    return '';
  };
  const total = text('totalAmount');
  return (
    <DetailList
      items={[
        {
          labelId: 'orders.field.providerTime',
          value: orderTime(text('responseTimeStamp')) || text('responseTimeStamp'),
        },
        { labelId: 'orders.field.chargedAmount', value: total === '' ? '' : euro(total) },
        { labelId: 'orders.field.card', value: text('cardCompany', 'brand') },
        { labelId: 'orders.field.cardNumber', value: text('cardNumber', 'pan') },
        { labelId: 'orders.field.account', value: text('externalAccountDescription') },
      ]}
    />
  );
}
