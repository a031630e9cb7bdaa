import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@catalogue/domain';
import type { OrderFilters } from '../../api/orders';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The order book's filters from its address (?status=new&payment=unpaid&from=2026-11-01&to=2026-11-30); anything else is ignored. */
export function orderFiltersOf(params: URLSearchParams): OrderFilters {
  const status = params.get('status') ?? '';
  const payment = params.get('payment') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    ...((ORDER_STATUSES as readonly string[]).includes(status) ? { status: status as OrderStatus } : {}),
    ...((PAYMENT_STATUSES as readonly string[]).includes(payment) ? { payment: payment as PaymentStatus } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
  };
}
