import { useState } from 'react';
import { Box, Button, ButtonGroup, Card, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Insights } from '@catalogue/domain';
import { useInsights } from '../../api/orders.queries';
import { formatPrice } from '../../components/format';
import { ErrorAlert } from '../components/ErrorAlert';
import { NameWithSize } from '../components/NameWithSize';
import { InsightsChart } from './InsightsChart';
import { downloadCsv, insightsCsv } from './insightsCsv';
import { INSIGHT_PERIODS } from './dashboardReads';

/** The dashboard lists the ten most ordered; the CSV has them all. */
const TOP_SHOWN = 10;
type Period = (typeof INSIGHT_PERIODS)[number];

/** A numbered list of the most ordered products or sizes; a note when there is none. */
function TopList({ id, title, items }: { id: string; title: string; items: { key: string; name: string; detail?: string; quantity: number }[] }) {
  return (
    <Box as="section" aria-labelledby={id} minW="0">
      <Heading as="h3" id={id} size="md" mb="2">
        {title}
      </Heading>
      {items.length === 0 ? (
        <Text color="fg.muted">No orders in this period.</Text>
      ) : (
        <Stack as="ol" gap="1" ps="5" listStyleType="decimal">
          {items.map((item) => (
            <li key={item.key}>
              <Flex justify="space-between" gap="3">
                <NameWithSize name={item.name} size={item.detail} />
                <Text as="span" whiteSpace="nowrap" fontWeight="semibold">
                  {item.quantity}
                  <Text as="span" srOnly>
                    {' '}
                    ordered
                  </Text>
                </Text>
              </Flex>
            </li>
          ))}
        </Stack>
      )}
    </Box>
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
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="2" data-testid="insights-totals">
      {totals.map((total) => (
        <Box key={total.label} bg="bg.subtle" rounded="l2" p="2">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {total.label}
          </Text>
          <Text as="dd" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" color="brand.fg">
            {total.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** The dashboard's "Orders and order links": the last 30 or 90 days as a chart, the top products and sizes, and a CSV of it all. */
export function OrderInsights() {
  const [days, setDays] = useState<Period>(INSIGHT_PERIODS[0]);
  const insights = useInsights(days);
  const data = insights.data;

  return (
    <Card.Root as="section" aria-labelledby="insights-title" minW="0" data-testid="order-insights">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" id="insights-title" size="lg">
            Orders and order links
          </Heading>
          <ButtonGroup role="group" aria-label="Period" size="sm" variant="outline" attached>
            {INSIGHT_PERIODS.map((period) => (
              <Button key={period} type="button" aria-pressed={days === period} variant={days === period ? 'solid' : 'outline'} onClick={() => setDays(period)}>
                {period} days
              </Button>
            ))}
          </ButtonGroup>
        </Flex>
      </Card.Header>
      <Card.Body gap="4" aria-busy={insights.isFetching}>
        {insights.isPending ? (
          <Stack gap="2" role="status" aria-label="Loading...">
            <Skeleton height="10" />
            <Skeleton height="32" />
          </Stack>
        ) : !data ? (
          <ErrorAlert message="Failed to fetch the order figures" />
        ) : (
          <>
            <Totals insights={data} />
            <InsightsChart days={data.days} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TopList id="top-products-title" title="Top products" items={data.topProducts.slice(0, TOP_SHOWN).map((p) => ({ key: p.productId, name: p.name, quantity: p.quantity }))} />
              <TopList
                id="top-sizes-title"
                title="Top sizes"
                items={data.topSizes.slice(0, TOP_SHOWN).map((s) => ({ key: `${s.productId} ${s.variantKey}`, name: s.name, detail: s.sizeLabel, quantity: s.quantity }))}
              />
            </SimpleGrid>
            <Box>
              <Button type="button" variant="outline" onClick={() => downloadCsv(`insights-${days}-days.csv`, insightsCsv(data))} disabled={insights.isPlaceholderData}>
                Download CSV
              </Button>
            </Box>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
