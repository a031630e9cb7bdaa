import { businessDay, MAX_ORDER_LINES } from '@catalogue/domain';
import { formatDay } from '../../components/format';
import { useText } from '../i18n/useText';
import { useLanguage } from '../i18n/language';
import { announce, lineName, orderList } from './orderListStore';
import { useSentOrderLists, type SentOrderList } from './sentOrderLists';

function SentList({ list }: { list: SentOrderList }) {
  const text = useText();
  const language = useLanguage();
  const title = list.number ? text('orderList.sentNumber', { number: list.number }) : text('orderList.againUnnumbered');
  const items = list.lines.reduce((count, line) => count + line.quantity, 0);
  const orderAgain = () => {
    const left = orderList.addAll(list.lines);
    announce(left ? text('orderList.full', { max: MAX_ORDER_LINES }) : text('orderList.againAdded'));
  };
  return (
    <li className="order-again-list">
      <p className="order-again-title">
        <strong>{title}</strong> {text('orderList.againSummary', { day: formatDay(businessDay(new Date(list.sentAt)), language), count: items })}
      </p>
      <p className="order-again-names">{list.lines.map((line) => lineName(line, language)).join(', ')}</p>
      <button type="button" className="btn btn-outline" onClick={orderAgain}>
        {text('orderList.again')} <span className="visually-hidden">{title}</span>
      </button>
    </li>
  );
}

/** "Order again": the lists this browser sent last, each put back into the order list (at today's prices) in one tap. */
export function OrderAgain() {
  const lists = useSentOrderLists();
  const text = useText();
  if (!lists.length) return null;
  return (
    <section className="order-again" aria-labelledby="order-again-heading">
      <h2 id="order-again-heading">{text('orderList.againHeading')}</h2>
      <ul className="order-again-lists">
        {lists.map((list) => (
          <SentList key={list.sentAt} list={list} />
        ))}
      </ul>
    </section>
  );
}
