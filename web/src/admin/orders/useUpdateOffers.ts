import { useCallback, useState } from 'react';
import type { Order, OrderUpdateKind } from '@catalogue/domain';

/** A saved change of an order that the owner may tell the customer of (TellCustomer), and the order as saved. */
export interface UpdateOffer {
  order: Order;
  kind: OrderUpdateKind;
}

/**
 * The offers to tell customers, by order id: each stays until the owner dismisses it or changes the
 * order again (`offer(order, null)` as the next change starts). Kept above the cards, so an offer
 * outlives a card that the order list's filter no longer shows.
 */
export function useUpdateOffers() {
  const [offers, setOffers] = useState<ReadonlyMap<string, UpdateOffer>>(new Map());
  const offer = useCallback(
    (order: Order, kind: OrderUpdateKind | null) =>
      setOffers((current) => {
        const next = new Map(current);
        if (kind) next.set(order._id, { order, kind });
        else next.delete(order._id);
        return next;
      }),
    [],
  );
  return { offers, offer };
}
