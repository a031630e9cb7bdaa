import { useEffect, useState } from 'react';
import { PINCODE_PATTERN, lineTotalOf, textIn, type Language, type OrderLine, type OrderLineRequest } from '@catalogue/domain';
import { quoteOrder, type OrderQuote } from '../../api/orders';
import { lineName, type OrderListLine } from './orderListStore';

/** The catalogue's view of a line in the server's last answer: its names, price and total, or what stops it (sold out, gone). */
export interface LineCheck {
  current?: OrderLine;
  problem?: string;
}

/** The line as the catalogue names and prices it now, in the page's language, else as it was added (until the server has said). */
export function lineNow(line: OrderListLine, { current }: LineCheck, language: Language) {
  const unitPrice = current?.unitPrice ?? line.price;
  return {
    name: current ? textIn(current.names, language) : lineName(line, language),
    sizeLabel: current ? textIn(current.sizeLabels, language) : line.sizeLabel,
    unitPrice,
    /** The server's when it priced this quantity. */
    lineTotal: current?.quantity === line.quantity ? current.lineTotal : lineTotalOf(unitPrice, line.quantity),
  };
}

const keyOf = (line: Pick<OrderListLine, 'productId' | 'variantKey'>) => `${line.productId} ${line.variantKey}`;

/** A run of taps on a quantity asks once, this long after the last. */
const QUOTE_PAUSE_MS = 250;

interface Answer {
  /** What was asked (the request as text). */
  asked: string;
  quote: OrderQuote;
  checks: ReadonlyMap<string, LineCheck>;
}

function answerOf(asked: string, lines: readonly OrderLineRequest[], quote: OrderQuote): Answer {
  const byKey = new Map(quote.lines.map((line) => [keyOf(line), line]));
  return { asked, quote, checks: new Map(lines.map((line, index) => [keyOf(line), { current: byKey.get(keyOf(line)), problem: quote.problems[`lines[${index}]`] }])) };
}

/**
 * Asks the server to price the list (no order is recorded) with its real quantities and the
 * pincode (when it is a valid one), once per change of either. `quote` is the answer for the list
 * as it is now: null until it comes, or when it cannot (offline), and the page then prices in the
 * browser. `check` tells each line's state in the last answer.
 */
export function useOrderQuote(lines: readonly OrderListLine[], pincode: string) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [round, setRound] = useState(0);
  const code = pincode.trim();
  const request = JSON.stringify({
    lines: lines.map(({ productId, variantKey, quantity }) => ({ productId, variantKey, quantity })),
    pincode: PINCODE_PATTERN.test(code) ? code : '',
  });
  useEffect(() => {
    const asked = JSON.parse(request) as { lines: OrderLineRequest[]; pincode: string };
    if (!asked.lines.length) return;
    let current = true;
    const timer = setTimeout(() => {
      void quoteOrder(asked.lines, asked.pincode).then(({ data }) => {
        if (current && data) setAnswer(answerOf(request, asked.lines, data));
      });
    }, QUOTE_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [request, round]);
  return {
    check: (line: OrderListLine): LineCheck => answer?.checks.get(keyOf(line)) ?? {},
    quote: answer?.asked === request ? answer.quote : null,
    /** Asks again (after the server refused to record the order). */
    refresh: () => setRound((n) => n + 1),
  };
}
