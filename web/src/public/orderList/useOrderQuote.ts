import { useEffect, useState } from 'react';
import type { Language, OrderLine } from '@catalogue/domain';
import { quoteOrder } from '../../api/orders';
import { lineName, type OrderListLine } from './orderListStore';

/** The catalogue's view of each line now: its current name, size label and price in the page's language, or what stops it (sold out, gone). */
export interface LineCheck {
  current?: OrderLine;
  problem?: string;
}

/** The line as the catalogue names and prices it now, else as it was added (until the server has said). */
export const lineNow = (line: OrderListLine, { current }: LineCheck, language: Language) => ({
  name: current?.name ?? lineName(line, language),
  sizeLabel: current?.sizeLabel ?? line.sizeLabel,
  unitPrice: current?.unitPrice ?? line.price,
});

const keyOf = (line: Pick<OrderListLine, 'productId' | 'variantKey'>) => `${line.productId} ${line.variantKey}`;

/**
 * Asks the server to price the list as it is now, its names in `language` (no order is recorded),
 * again when its lines change (quantities do not change a unit price, so each line is asked for once). Until the answer comes (or when it fails) every line reads as unchecked.
 */
export function useOrderQuote(lines: readonly OrderListLine[], language: Language) {
  const [checks, setChecks] = useState<ReadonlyMap<string, LineCheck>>(new Map());
  const [round, setRound] = useState(0);
  const requested = JSON.stringify(lines.map(({ productId, variantKey }) => [productId, variantKey]));
  useEffect(() => {
    const asked = JSON.parse(requested) as [string, string][];
    if (!asked.length) return;
    let current = true;
    void quoteOrder(
      asked.map(([productId, variantKey]) => ({ productId, variantKey, quantity: 1 })),
      '',
      language,
    ).then(({ data }) => {
      if (!current || !data) return;
      const byKey = new Map(data.lines.map((line) => [keyOf(line), line]));
      setChecks(new Map(asked.map(([productId, variantKey], index) => [keyOf({ productId, variantKey }), { current: byKey.get(keyOf({ productId, variantKey })), problem: data.problems[`lines[${index}]`] }])));
    });
    return () => {
      current = false;
    };
  }, [requested, round, language]);
  return {
    check: (line: OrderListLine): LineCheck => checks.get(keyOf(line)) ?? {},
    /** Asks again (after the server refused to record the order). */
    refresh: () => setRound((n) => n + 1),
  };
}

