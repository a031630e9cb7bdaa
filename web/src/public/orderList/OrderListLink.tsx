import { Link } from 'react-router-dom';
import { BagIcon } from '../components/Icons';
import { useAnnouncement, useOrderListCount } from './orderListStore';
import { useSentOrderLists } from './sentOrderLists';
import { ORDER_LIST_PATH } from './paths';
import { useText } from '../i18n/useText';
import './orderList.css';
import { useLocalizedPath } from '../i18n/language';

/**
 * The header's way to the order list, with how many items it holds (known once the page runs in the
 * browser); an empty list of a browser that sent lists before offers "Order again" (the order list
 * page lists them). Also the status region that tells screen readers what the add buttons did.
 */
export function OrderListLink() {
  const localized = useLocalizedPath();
  const count = useOrderListCount();
  const sentLists = useSentOrderLists();
  const offerAgain = count === 0 && sentLists.length > 0;
  const announcement = useAnnouncement();
  const text = useText();
  return (
    <>
      <Link to={localized(ORDER_LIST_PATH)} className="order-list-link">
        <BagIcon size={22} />
        <span className="visually-hidden">{count > 0 ? text('orderList.linkCount', { count }) : offerAgain ? text('orderList.linkAgain') : text('orderList.link')}</span>
        {(count > 0 || offerAgain) && (
          <span className={`order-list-count${offerAgain ? ' order-list-again' : ''}`} aria-hidden="true">
            {offerAgain ? '↻' : count}
          </span>
        )}
      </Link>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </>
  );
}
