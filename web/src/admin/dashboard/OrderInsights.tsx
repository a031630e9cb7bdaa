import { useState } from 'react';
import type { Insights } from '@catalogue/domain';
import { useInsights } from '../../api/orders.queries';
import { formatPrice } from '../../components/format';
import { ErrorAlert } from '../components/ErrorAlert';
import { NameWithSize } from '../components/NameWithSize';
import { Skeletons } from '../components/Skeletons';
import { Card } from '../components/Card';
import { InsightsChart } from './InsightsChart';
import { downloadCsv, insightsCsv } from './insightsCsv';
import { INSIGHT_PERIODS } from './dashboardReads';

/** The dashboard lists the ten most ordered; the CSV has them all. */
const TOP_SHOWN = 10;
type Period = (typeof INSIGHT_PERIODS)[number];

/** A numbered list of the most ordered products or sizes; a note when there is none. */
function TopList({ id, title, items }: { id: string; title: string; items: { key: string; name: string; detail?: string; quantity: number }[] }) {
  return (
    <section aria-labelledby={id} className="bo-stack">
      <h3 id={id} className="bo-h3">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="bo-muted">No orders in this period.</p>
      ) : (
        <ol className="bo-top-list">
          {items.map((item) => (
            <li key={item.key}>
              <div className="bo-row spread bo-nowrap-row">
                <NameWithSize name={item.name} size={item.detail} />
                <span className="bo-strong bo-nowrap">
                  {item.quantity}
                  <span className="bo-sr-only"> ordered</span>
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Totals({ insights }: { insights: Insights }) {
  const sum = (pick: (day: Insights['days'][number]) => number) => insights.days.reduce((total, day) => total + pick(day), 0);
  const totals = [
    { label: 'Orders', value: String(sum((day) => day.orders)) },
    { label: 'Revenue', value: formatPrice(sum((day) => day.revenue)) },
    { label: 'Paid', value: formatPrice(sum((day) => day.paid)) },
    { label: 'Order-link opens', value: String(sum((day) => day.linkOpens)) },
  ];
  return (
    <dl className="bo-totals" data-testid="insights-totals">
      {totals.map((total) => (
        <div key={total.label} className="bo-total">
          <dt className="bo-muted bo-small">{total.label}</dt>
          <dd className="bo-total-value">{total.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The dashboard's "Orders and order links": the last 30 or 90 days as a chart, the top products and sizes, and a CSV of it all. */
export function OrderInsights() {
  const [days, setDays] = useState<Period>(INSIGHT_PERIODS[0]);
  const insights = useInsights(days);
  const data = insights.data;

  return (
    <Card
      titleId="insights-title"
      title="Orders and order links"
      testId="order-insights"
      busy={insights.isFetching}
      aside={
        <div role="group" aria-label="Period" className="bo-button-group">
          {INSIGHT_PERIODS.map((period) => (
            <button key={period} type="button" className="bo-button outline small" aria-pressed={days === period} onClick={() => setDays(period)}>
              {period} days
            </button>
          ))}
        </div>
      }
    >
      {insights.isPending ? (
        <Skeletons bars={['line', 'chart']} />
      ) : !data ? (
        <ErrorAlert message="Failed to fetch the order figures" />
      ) : (
        <>
          <Totals insights={data} />
          <InsightsChart days={data.days} />
          <div className="bo-columns halves">
            <TopList id="top-products-title" title="Top products" items={data.topProducts.slice(0, TOP_SHOWN).map((p) => ({ key: p.productId, name: p.name, quantity: p.quantity }))} />
            <TopList
              id="top-sizes-title"
              title="Top sizes"
              items={data.topSizes.slice(0, TOP_SHOWN).map((s) => ({ key: `${s.productId} ${s.variantKey}`, name: s.name, detail: s.sizeLabel, quantity: s.quantity }))}
            />
          </div>
          <div>
            <button type="button" className="bo-button outline" onClick={() => downloadCsv(`insights-${days}-days.csv`, insightsCsv(data))} disabled={insights.isPlaceholderData}>
              Download CSV
            </button>
          </div>
        </>
      )}
    </Card>
  );
}
