import { useParams } from 'react-router-dom';
import { businessDay, inLanguage, lineIn, shopLegal, type Order, type SiteSettings } from '@catalogue/domain';
import { useOrder } from '../../api/orders.queries';
import { useSiteSettings } from '../../api/site.queries';
import { formatDay } from '../../components/format';
import { PrintPage } from './PrintPage';
import { Facts, ShopHeading, customerRows, nameWithSize, wordsIn } from './printParts';

/** /admin/orders/:id/slip: what goes into the parcel: the lines and quantities and where it goes, no prices; in the customer's language. */
export function SlipPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const settings = useSiteSettings();
  const failed = order.isError || settings.isError;
  return (
    <PrintPage title="Packing slip" loading={order.isPending || settings.isPending} error={failed ? 'Failed to load the order' : ''} lang={order.data?.lang}>
      {order.data && settings.data && <SlipDocument order={order.data} shop={inLanguage(settings.data, order.data.lang)} />}
    </PrintPage>
  );
}

function SlipDocument({ order, shop }: { order: Order; shop: Omit<SiteSettings, 'translations'> }) {
  const language = order.lang;
  const words = wordsIn(language);
  return (
    <>
      <ShopHeading name={shop.business.name} address={[]} legal={shopLegal(shop)} language={language} />
      <h2>{words.packingSlip}</h2>
      <Facts
        rows={[
          [words.order, order.number],
          [words.date, formatDay(businessDay(new Date(order.createdAt)), language)],
        ]}
      />
      <h2>{words.deliverTo}</h2>
      <Facts rows={customerRows(order, language)} />
      <table>
        <thead>
          <tr>
            <th scope="col">{words.item}</th>
            <th scope="col" className="num">
              {words.quantity}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => {
            const { name, sizeLabel } = lineIn(line, language);
            return (
              <tr key={index} data-testid="slip-line">
                <td>{nameWithSize(name, sizeLabel)}</td>
                <td className="num">{line.quantity}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
