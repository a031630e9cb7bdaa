import { useParams } from 'react-router-dom';
import type { Bill } from '@catalogue/domain';
import { useBill } from '../../api/orders.queries';
import { formatDay, formatPrice } from '../../components/format';
import { PrintPage } from './PrintPage';
import { Facts, ShopHeading, customerRows, deliveryIn, nameWithSize, paymentIn, wordsIn } from './printParts';

/** /admin/orders/:id/bill: the order's bill, printable on A4 or a receipt roll, in the customer's language. */
export function BillPage() {
  const { id = '' } = useParams();
  const bill = useBill(id);
  return (
    <PrintPage title="Bill" loading={bill.isPending} error={bill.isError ? 'Failed to load the bill' : ''} lang={bill.data?.lang}>
      {bill.data && <BillDocument bill={bill.data} />}
    </PrintPage>
  );
}

function BillDocument({ bill }: { bill: Bill }) {
  const language = bill.lang;
  const words = wordsIn(language);
  const price = (amount: number) => formatPrice(amount, language);
  const taxed = bill.kind === 'tax';
  return (
    <>
      <ShopHeading name={bill.shop.name} address={[...bill.shop.address, bill.shop.phone].filter(Boolean)} legal={bill.shop} language={language} />
      <h2>{words.kinds[bill.kind]}</h2>
      <Facts
        rows={[
          [words.billNumber, bill.number],
          [words.date, formatDay(bill.date, language)],
          [words.order, bill.orderNumber],
        ]}
      />
      <h2>{words.billTo}</h2>
      <Facts rows={customerRows(bill.customer, language)} />
      <table>
        <thead>
          <tr>
            <th scope="col">{words.item}</th>
            {taxed && (
              <th scope="col" className="a4-only">
                {words.hsn}
              </th>
            )}
            <th scope="col" className="num">
              {words.quantity}
            </th>
            <th scope="col" className="num">
              {words.unitPrice}
            </th>
            {taxed && (
              <>
                <th scope="col" className="num a4-only">
                  {words.taxable}
                </th>
                <th scope="col" className="num a4-only">
                  {words.rate}
                </th>
                <th scope="col" className="num a4-only">
                  {words.cgst}
                </th>
                <th scope="col" className="num a4-only">
                  {words.sgst}
                </th>
              </>
            )}
            <th scope="col" className="num">
              {words.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line, index) => (
            <tr key={index} data-testid="bill-line">
              <td>
                {nameWithSize(line.name, line.sizeLabel)}
                {line.tax && (
                  <span className="receipt-only muted">
                    <br />
                    {`${words.hsn} ${line.hsn} · ${line.gstRate}% · ${words.taxable} ${price(line.tax.taxable)} · ${words.cgst} ${price(line.tax.cgst)} · ${words.sgst} ${price(line.tax.sgst)}`}
                  </span>
                )}
              </td>
              {taxed && <td className="a4-only">{line.hsn}</td>}
              <td className="num">{line.quantity}</td>
              <td className="num">{price(line.unitPrice)}</td>
              {line.tax && (
                <>
                  <td className="num a4-only">{price(line.tax.taxable)}</td>
                  <td className="num a4-only">{line.gstRate}</td>
                  <td className="num a4-only">{price(line.tax.cgst)}</td>
                  <td className="num a4-only">{price(line.tax.sgst)}</td>
                </>
              )}
              <td className="num">{price(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <tbody>
          <tr>
            <th scope="row">{words.subtotal}</th>
            <td className="num">{price(bill.subtotal)}</td>
          </tr>
          {bill.taxTotals && (
            <>
              <tr>
                <th scope="row">{words.taxable}</th>
                <td className="num">{price(bill.taxTotals.taxable)}</td>
              </tr>
              <tr>
                <th scope="row">{words.cgst}</th>
                <td className="num">{price(bill.taxTotals.cgst)}</td>
              </tr>
              <tr>
                <th scope="row">{words.sgst}</th>
                <td className="num">{price(bill.taxTotals.sgst)}</td>
              </tr>
            </>
          )}
          <tr>
            <th scope="row">{words.delivery}</th>
            <td className="num">{deliveryIn(bill.deliveryFee, language)}</td>
          </tr>
          <tr className="total">
            <th scope="row">{words.total}</th>
            <td className="num" data-testid="bill-total">
              {price(bill.total)}
            </td>
          </tr>
        </tbody>
      </table>
      <p>
        {words.inWords}: <span data-testid="bill-in-words">{bill.totalInWords}</span>
      </p>
      {taxed && <p className="muted">{words.taxIncluded}</p>}
      <p>
        {words.payment}: {paymentIn(bill.payment, language)}
      </p>
      <p>{words.thanks}</p>
    </>
  );
}
