import { useState } from 'react';
import { Box, chakra, Flex, Table, Text } from '@chakra-ui/react';
import type { Insights } from '@catalogue/domain';
import { formatDay, formatPrice } from '../../components/format';
import { TableHead } from '../components/TableHead';

/** Bar colours: 3:1 or more against the white card (WCAG 1.4.11), told apart by place and by the legend. */
const ORDERS_COLOUR = 'var(--chakra-colors-brand-600)';
const OPENS_COLOUR = 'var(--chakra-colors-gold-600)';
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
    <Flex as="li" align="center" gap="1.5">
      <Box aria-hidden="true" boxSize="3" rounded="sm" style={{ background: colour }} />
      {label}
    </Flex>
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
    <Box>
      {active ? (
        <>
          <Flex as="ul" listStyle="none" gap="4" fontSize="sm" mb="2" wrap="wrap">
            <Swatch colour={ORDERS_COLOUR} label="Orders" />
            <Swatch colour={OPENS_COLOUR} label="Order-link opens" />
            <Text as="li" color="fg.muted" ms="auto">
              Highest bar: {max}
            </Text>
          </Flex>
          <chakra.svg
            role="img"
            aria-label={chartSummary(days)}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            display="block"
            w="full"
            h={{ base: '140px', md: '180px' }}
            bg="bg.subtle"
            borderBottomWidth="1px"
            borderColor="fg.muted"
            data-testid="insights-chart"
          >
            {days.map((day, index) => (
              <g key={day.date}>
                <rect x={index * SLOT + 1} y={HEIGHT - height(day.orders)} width={BAR} height={height(day.orders)} fill={ORDERS_COLOUR} />
                <rect x={index * SLOT + 1 + BAR} y={HEIGHT - height(day.linkOpens)} width={BAR} height={height(day.linkOpens)} fill={OPENS_COLOUR} />
              </g>
            ))}
          </chakra.svg>
        </>
      ) : (
        <Text bg="bg.subtle" color="fg.muted" textAlign="center" py="8" px="3" rounded="l2" data-testid="insights-chart">
          No orders or order-link opens in these days.
        </Text>
      )}
      {active && (
        <Flex justify="space-between" fontSize="xs" color="fg.muted" mt="1" aria-hidden="true">
          <span>{formatDay(days[0].date)}</span>
          <span>{formatDay(days[days.length - 1].date)}</span>
        </Flex>
      )}
      <chakra.details mt="3" onToggle={(event) => setNumbersOpen(event.currentTarget.open)}>
        <chakra.summary cursor="pointer" fontWeight="medium" color="brand.fg" w="fit-content" rounded="l1" focusVisibleRing="outside">
          Show the numbers per day
        </chakra.summary>
        {numbersOpen && (
          <Table.ScrollArea mt="2" maxH="320px" overflowY="auto" borderWidth="1px" rounded="l2" tabIndex={0} role="region" aria-label="Numbers per day" focusVisibleRing="outside">
            <Table.Root size="sm" stickyHeader>
              <Table.Caption srOnly>Orders, revenue, the part of it paid and order-link opens per day</Table.Caption>
              <TableHead columns={['Day', 'Orders', 'Revenue', 'Paid', 'Link opens']} />
              <Table.Body>
                {[...days].reverse().map((day) => (
                  <Table.Row key={day.date}>
                    <Table.Cell whiteSpace="nowrap">{formatDay(day.date)}</Table.Cell>
                    <Table.Cell textAlign="end">{day.orders}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatPrice(day.revenue)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatPrice(day.paid)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{day.linkOpens}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </chakra.details>
    </Box>
  );
}
