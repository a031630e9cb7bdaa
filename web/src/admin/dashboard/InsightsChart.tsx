import { useState } from 'react';
import type { Insights } from '@catalogue/domain';
import { formatDay, formatPrice } from '../../components/format';
import { PlainTableHead } from '../components/PlainTableHead';

/** Bar colours: 3:1 or more against the white card (WCAG 1.4.11), told apart by place and by the legend. */
const ORDERS_COLOUR = '#2a5f43';
const OPENS_COLOUR = '#a8741a';
/** Each day's slot in the drawing's units: two bars of BAR side by side, a gap on each side. */
const SLOT = 10;
const BAR = 4;
const HEIGHT = 100;

type Day = Insights['days'][number];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The chart's text alternative: the period and its totals, and the busiest day. */
function chartSummary(days: Day[]): string {
  if (!days.length) return 'No days to show';
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const opens = days.reduce((sum, day) => sum + day.linkOpens, 0);
  const busiest = days.reduce((best, day) => (day.orders > best.orders ? day : best), days[0]);
  const period = `${formatDay(days[0].date)} to ${formatDay(days[days.length - 1].date)}`;
  const peak = busiest.orders > 0 ? ` Busiest day: ${formatDay(busiest.date)} with ${plural(busiest.orders, 'order', 'orders')}.` : '';
  return `Orders and order-link opens per day, ${period}: ${plural(orders, 'order', 'orders')} and ${plural(opens, 'order-link open', 'order-link opens')} in all.${peak}`;
}

function Swatch({ colour, label }: { colour: string; label: string }) {
  return (
    <li className="bo-row">
      <span aria-hidden="true" className="bo-swatch" style={{ background: colour }} />
      {label}
    </li>
  );
}

/**
 * Orders and single-product order-link opens per day as pairs of bars (one image for assistive
 * technology, named by its totals), with the numbers per day in a table under "Show the numbers".
 */
export function InsightsChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.map((day) => Math.max(day.orders, day.linkOpens)));
  const height = (value: number) => (value / max) * (HEIGHT - 4);
  const width = Math.max(1, days.length) * SLOT;
  const active = days.some((day) => day.orders > 0 || day.linkOpens > 0);
  // The table's 30 or 90 rows are drawn when it is opened, not with the dashboard.
  const [numbersOpen, setNumbersOpen] = useState(false);

  return (
    <div>
      {active ? (
        <>
          <ul className="bo-legend">
            <Swatch colour={ORDERS_COLOUR} label="Orders" />
            <Swatch colour={OPENS_COLOUR} label="Order-link opens" />
            <li className="bo-muted bo-legend-end">Highest bar: {max}</li>
          </ul>
          <svg role="img" aria-label={chartSummary(days)} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" className="bo-chart" data-testid="insights-chart">
            {days.map((day, index) => (
              <g key={day.date}>
                <rect x={index * SLOT + 1} y={HEIGHT - height(day.orders)} width={BAR} height={height(day.orders)} fill={ORDERS_COLOUR} />
                <rect x={index * SLOT + 1 + BAR} y={HEIGHT - height(day.linkOpens)} width={BAR} height={height(day.linkOpens)} fill={OPENS_COLOUR} />
              </g>
            ))}
          </svg>
        </>
      ) : (
        <p className="bo-chart-empty" data-testid="insights-chart">
          No orders or order-link opens in these days.
        </p>
      )}
      {active && (
        <div className="bo-row spread bo-chart-ends" aria-hidden="true">
          <span>{formatDay(days[0].date)}</span>
          <span>{formatDay(days[days.length - 1].date)}</span>
        </div>
      )}
      <details className="bo-details" onToggle={(event) => setNumbersOpen(event.currentTarget.open)}>
        <summary>Show the numbers per day</summary>
        {numbersOpen && (
          <div className="bo-table-scroll bo-numbers" tabIndex={0} role="region" aria-label="Numbers per day">
            <table className="bo-table sticky-head">
              <caption className="bo-sr-only">Orders, revenue, the part of it paid and order-link opens per day</caption>
              <PlainTableHead columns={['Day', 'Orders', 'Revenue', 'Paid', 'Link opens']} />
              <tbody>
                {[...days].reverse().map((day) => (
                  <tr key={day.date}>
                    <td className="bo-nowrap">{formatDay(day.date)}</td>
                    <td className="end">{day.orders}</td>
                    <td className="end bo-nowrap">{formatPrice(day.revenue)}</td>
                    <td className="end bo-nowrap">{formatPrice(day.paid)}</td>
                    <td className="end">{day.linkOpens}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </div>
  );
}
