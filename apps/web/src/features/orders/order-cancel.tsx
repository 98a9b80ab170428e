import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useState } from 'react';

import {
  cancelOrderSchema,
  cents,
  type OrderSnapshot,
  PaymentStatus,
  refundableRest,
  simStatusOnOrderCancel,
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

import { serverReasonText, useFeedback } from '../../components/feedback';
import { Form, RadioGroupField, SubmitButton, TextField, useZodForm } from '../../components/form';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { euro } from './order-panels';
import { type CancelOrderOutcome, type OrderDetail } from './order-types';

/** Whether the order holds money that a cancel may give back. */
function refundLimitOf(snapshot: OrderSnapshot): string | null {
  const paid =
    snapshot.paymentStatus === PaymentStatus.Paid ||
    snapshot.paymentStatus === PaymentStatus.PartiallyRefunded;
  const rest = refundableRest(snapshot);
  return paid && rest.greaterThan(0) ? cents(rest) : null;
}

/**
 * "Cancel order": says which SIMs are cancelled (in the billing system too where it has them) and,
 * for a paid order, what is refunded (all that is left by default, an amount up to it, or nothing);
 * one confirmation does it all, then the dialog reports each part's outcome.
 */
export function CancelOrderDialog({
  uuid,
  order,
  snapshot,
  open,
  onClose,
}: {
  uuid: string;
  order: OrderDetail;
  snapshot: OrderSnapshot;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<CancelOrderOutcome | null>(null);
  const close = () => {
    setOutcome(null);
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {intl.formatMessage({ id: 'desk.cancel.title' }, { id: order.order_info.id })}
          </DialogTitle>
          <DialogDescription>
            {/* Once done, the dialog tells what happened instead of asking again. */}
            <FormattedMessage id={outcome ? 'desk.cancel.outcome' : 'msg.confirmCancelOrder'} />
          </DialogDescription>
        </DialogHeader>
        {outcome ? (
          <CancelOutcome order={order} outcome={outcome} onClose={close} />
        ) : (
          <CancelForm uuid={uuid} order={order} snapshot={snapshot} onDone={setOutcome} onClose={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CancelForm({
  uuid,
  order,
  snapshot,
  onDone,
  onClose,
}: {
  uuid: string;
  order: OrderDetail;
  snapshot: OrderSnapshot;
  onDone: (outcome: CancelOrderOutcome) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const limit = refundLimitOf(snapshot);
  const sims = order.product_data.filter((product) => simStatusOnOrderCancel(product.sim_status) !== null);
  const form = useZodForm({
    schema: cancelOrderSchema,
    initialValues: {
      order_uuid: uuid,
      version: order.order_info.version,
      refund: limit ? 'full' : 'none',
      amount: '',
    },
    guardUnsaved: false,
    onSubmit: async (data) => {
      let outcome: CancelOrderOutcome;
      try {
        outcome = await client.orders.cancelOrder.mutate(data);
      } catch (error) {
        if (!form.setServerErrors(error))
          void feedback.showRequestError(error, { title: intl.formatMessage({ id: 'msg.titleError' }) });
        return;
      }
      // The dialog reports the outcome itself, part by part (no toast beside it).
      await queryClient.invalidateQueries({ queryKey: trpc.orders.pathKey() });
      onDone(outcome);
    },
  });
  const refund = useWatch({ control: form.control, name: 'refund' });
  return (
    <Form form={form} className="grid gap-4">
      <div className="grid gap-1.5 text-sm">
        {sims.length > 0 ? (
          <>
            <p>
              <FormattedMessage id="desk.cancel.sims" />
            </p>
            <ul className="list-disc pl-5">
              {sims.map((product) => (
                <li key={product.uuid}>{`${product.id} · ${product.offer_name}`}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>
            <FormattedMessage id="desk.cancel.noSims" />
          </p>
        )}
      </div>
      {limit ? (
        <>
          <RadioGroupField
            form={form}
            name="refund"
            orientation="vertical"
            label={<FormattedMessage id="desk.cancel.refund" />}
            options={[
              {
                value: 'full',
                label: intl.formatMessage({ id: 'desk.cancel.refund.full' }, { amount: euro(limit) }),
              },
              { value: 'amount', label: intl.formatMessage({ id: 'desk.cancel.refund.amount' }) },
              { value: 'none', label: intl.formatMessage({ id: 'desk.cancel.refund.none' }) },
            ]}
          />
          {refund === 'amount' ? (
            <TextField
              form={form}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              required
              label={<FormattedMessage id="desk.cancel.amount" />}
              description={intl.formatMessage({ id: 'orders.dialog.refundLimit' }, { limit: euro(limit) })}
            />
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage id="desk.cancel.notPaid" />
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={form.isSubmitting} onClick={onClose}>
          <FormattedMessage id="desk.cancel.keep" />
        </Button>
        <SubmitButton form={form} variant="destructive">
          <FormattedMessage id="desk.cancel.confirm" />
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}

/** What the cancel did, part by part: the order, each SIM in the billing system, the refund. */
function CancelOutcome({
  order,
  outcome,
  onClose,
}: {
  order: OrderDetail;
  outcome: CancelOrderOutcome;
  onClose: () => void;
}) {
  const intl = useIntl();
  const simId = new Map(order.product_data.map((product) => [product.uuid, product.id]));
  const refund = outcome.refund;
  return (
    <>
      <ul role="status" className="grid gap-1.5 text-sm">
        <li>
          <FormattedMessage id="msg.orderCancelled" />
        </li>
        {outcome.sims
          .filter((sim) => sim.bss !== 'not-in-bss')
          .map((sim) => (
            <li key={sim.uuid} className={sim.bss === 'refused' ? 'text-destructive' : undefined}>
              <FormattedMessage
                id={`desk.cancel.bss.${sim.bss as 'done' | 'pending' | 'refused'}`}
                values={{ sim: simId.get(sim.uuid) ?? sim.uuid, error: sim.error ?? '' }}
              />
            </li>
          ))}
        {refund.status === 'made' ? (
          <li>
            <FormattedMessage id="desk.cancel.refundMade" values={{ amount: euro(refund.amount) }} />
          </li>
        ) : null}
        {refund.status === 'failed' ? (
          <li className="text-destructive">
            <FormattedMessage
              id="desk.cancel.refundFailed"
              values={{ amount: euro(refund.amount), message: serverReasonText(intl, refund.message) }}
            />
          </li>
        ) : null}
      </ul>
      <DialogFooter>
        <Button type="button" onClick={onClose}>
          <FormattedMessage id="common.ok" />
        </Button>
      </DialogFooter>
    </>
  );
}
