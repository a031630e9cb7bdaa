/**
 * An order's payment, kept apart from its status: unpaid (every new order), paid (by UPI or cash, on
 * a day, with the UPI reference when the owner notes it) or refunded. The owner sets it with
 * `PATCH /api/orders/{id}` `{ payment }`; the order book filters by it and totals what is still to collect.
 */
import * as yup from 'yup';
import { pastDate, safeText } from './fields';
import { PAYMENT_STATUSES, type PaymentStatus } from './paymentStatuses';

export const PAYMENT_STATUS_NAMES: Record<PaymentStatus, string> = { unpaid: 'Unpaid', paid: 'Paid', refunded: 'Refunded' };

export const PAYMENT_METHODS = ['upi', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = { upi: 'UPI', cash: 'cash' };

export interface OrderPayment {
  status: PaymentStatus;
  /** How it was paid (paid, or refunded after it was); null while unpaid. */
  method: PaymentMethod | null;
  /** The day it was paid (YYYY-MM-DD, the business's calendar); null while unpaid. */
  paidOn: string | null;
  /** The UPI transaction's 12-digit reference, when the owner notes it; '' otherwise. */
  reference: string;
}

export const UNPAID: OrderPayment = { status: 'unpaid', method: null, paidOn: null, reference: '' };

export const PAYMENT_MESSAGES = {
  status: `Payment must be one of ${PAYMENT_STATUSES.join(', ')}`,
  method: `How it was paid: one of ${PAYMENT_METHODS.join(', ')}`,
  reference: 'A UPI reference is 12 digits',
  referenceNotUpi: 'Only a UPI payment has a reference',
  nothing: 'Send a status, a payment, or both',
} as const;

const UPI_REFERENCE = /^\d{12}$/;

/** A payment as the owner sets it; an unpaid one keeps no method, day or reference. */
export const orderPaymentSchema = yup
  .object({
    status: yup.mixed<PaymentStatus>().oneOf([...PAYMENT_STATUSES], PAYMENT_MESSAGES.status).required(PAYMENT_MESSAGES.status),
    method: yup
      .mixed<PaymentMethod>()
      .nullable()
      .oneOf([...PAYMENT_METHODS, null], PAYMENT_MESSAGES.method)
      .default(null)
      .when('status', { is: 'paid', then: (schema) => schema.nonNullable(PAYMENT_MESSAGES.method).required(PAYMENT_MESSAGES.method) }),
    paidOn: pastDate('Payment day'),
    reference: safeText(12)
      .default('')
      .matches(UPI_REFERENCE, { message: PAYMENT_MESSAGES.reference, excludeEmptyString: true })
      .test('upi-only', PAYMENT_MESSAGES.referenceNotUpi, function upiOnly(reference) {
        return !reference || (this.parent as { method?: unknown }).method === 'upi';
      }),
  })
  .noUnknown('Unknown field: ${unknown}')
  .typeError('Payment must be an object')
  .default(undefined)
  .transform((payment: OrderPayment | undefined) => (payment?.status === 'unpaid' ? { ...UNPAID } : payment));

/** Reads a stored payment tolerantly: anything unreadable (an order placed before payments were kept) is unpaid. */
export function paymentOf(stored: unknown): OrderPayment {
  if (!stored || typeof stored !== 'object') return UNPAID;
  const { status, method, paidOn, reference } = stored as Record<string, unknown>;
  if (!(PAYMENT_STATUSES as readonly unknown[]).includes(status) || status === 'unpaid') return UNPAID;
  return {
    status: status as PaymentStatus,
    method: (PAYMENT_METHODS as readonly unknown[]).includes(method) ? (method as PaymentMethod) : null,
    paidOn: typeof paidOn === 'string' ? paidOn : null,
    reference: typeof reference === 'string' ? reference : '',
  };
}

/** How the order book says it: "Paid by UPI on 2026-11-20 (ref 123456789012)". */
export function paymentText(payment: OrderPayment): string {
  if (payment.status !== 'paid') return PAYMENT_STATUS_NAMES[payment.status];
  const method = payment.method ? ` by ${PAYMENT_METHOD_NAMES[payment.method]}` : '';
  const day = payment.paidOn ? ` on ${payment.paidOn}` : '';
  return `Paid${method}${day}${payment.reference ? ` (ref ${payment.reference})` : ''}`;
}
