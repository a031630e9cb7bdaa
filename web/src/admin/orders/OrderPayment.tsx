import { useState } from 'react';
import { UNPAID, paymentText, paymentUpdate, type Order, type OrderPayment as Payment, type OrderUpdateKind } from '@catalogue/domain';
import { useChangeOrder } from '../../api/orders.queries';
import { asApiError } from '../../api/queryResult';
import { Labelled } from '../components/Labelled';
import { PlainSelect } from '../components/PlainSelect';
import { toast } from '../components/toast';

/** The payment select's choices: each one tap, the payment it saves made from the order's current one. */
const CHOICES = {
  unpaid: { label: 'Unpaid', payment: (): Payment => UNPAID },
  upi: { label: 'Paid by UPI', payment: (current: Payment): Payment => ({ status: 'paid', method: 'upi', paidOn: null, reference: current.method === 'upi' ? current.reference : '' }) },
  cash: { label: 'Paid in cash', payment: (): Payment => ({ status: 'paid', method: 'cash', paidOn: null, reference: '' }) },
  refunded: { label: 'Refunded', payment: (current: Payment): Payment => ({ ...current, status: 'refunded' }) },
} as const;
type Choice = keyof typeof CHOICES;

const choiceOf = (payment: Payment): Choice => (payment.status === 'paid' ? (payment.method === 'cash' ? 'cash' : 'upi') : payment.status);

/** The UPI transaction's reference of a UPI payment, saved on its own. */
function UpiReference({ order }: { order: Order }) {
  const save = useChangeOrder();
  const [reference, setReference] = useState(order.payment.reference);
  const [error, setError] = useState('');
  const id = `order-${order._id}-reference`;
  // Awaited rather than mutate's callbacks: a saved reference re-keys this field, and an unmounted
  // component's mutate callbacks never run.
  const saveReference = async () => {
    try {
      await save.mutateAsync({ id: order._id, change: { payment: { ...order.payment, reference: reference.trim() } } });
      toast.success(`UPI reference of order ${order.number} saved`);
    } catch (failure) {
      const error = asApiError(failure);
      setError(error.errors?.['payment.reference'] ?? error.message);
    }
  };
  return (
    <div className="bo-row bo-bottom">
      <Labelled id={id} label="UPI reference" error={error}>
        {(control) => (
          <input {...control} className="bo-input small bo-reference" inputMode="numeric" maxLength={12} value={reference} onChange={(e) => setReference(e.target.value)} placeholder="12 digits" />
        )}
      </Labelled>
      <button
        type="button"
        className="bo-button outline small"
        disabled={save.isPending || reference.trim() === order.payment.reference}
        aria-busy={save.isPending || undefined}
        onClick={() => void saveReference()}
        aria-label={`Save the UPI reference of order ${order.number}`}
      >
        Save
      </button>
    </div>
  );
}

/**
 * An order's payment: a select that saves at once (unpaid, paid by UPI or in cash, refunded), what it
 * says, and a UPI payment's reference. A change offers to tell the customer once saved (`onOffer`).
 */
export function OrderPayment({ order, onOffer }: { order: Order; onOffer: (order: Order, kind: OrderUpdateKind | null) => void }) {
  const save = useChangeOrder();
  const id = `order-${order._id}-payment`;
  // Awaited, as the status (OrderCard): the saved order may leave a list filtered by payment.
  const choose = async (choice: Choice) => {
    onOffer(order, null);
    try {
      const saved = await save.mutateAsync({ id: order._id, change: { payment: CHOICES[choice].payment(order.payment) } });
      toast.success(`Order ${saved.number}: ${paymentText(saved.payment)}`);
      onOffer(saved, paymentUpdate(saved.payment));
    } catch {
      toast.error(`Failed to save the payment of order ${order.number}`);
    }
  };
  const shown = save.isPending && save.variables.change.payment ? choiceOf(save.variables.change.payment) : choiceOf(order.payment);
  return (
    <div className="bo-stack bo-gap-1">
      <PlainSelect
        id={id}
        label="Payment"
        className="bo-order-select"
        value={shown}
        options={(Object.keys(CHOICES) as Choice[]).map((choice) => [choice, CHOICES[choice].label] as const)}
        busy={save.isPending}
        onChange={(choice) => void choose(choice)}
      />
      {order.payment.status !== 'unpaid' && (
        <p className="bo-muted bo-small" data-testid="order-payment">
          {paymentText(order.payment)}
        </p>
      )}
      {order.payment.status === 'paid' && order.payment.method === 'upi' && <UpiReference key={order.payment.reference} order={order} />}
    </div>
  );
}
