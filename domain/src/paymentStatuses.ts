/**
 * The states of an order's payment (payment.ts). A module of their own, without the payment's schemas,
 * so that code reading an order book's filter from its address loads no schema library (the back
 * office reads it as its page starts, before its code has come).
 */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
