import { useDeferredValue, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, Card, Flex, Grid, Heading, Link, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { isStaff, type Category } from '@catalogue/domain';
import { useProducts } from '../../api/products.queries';
import { useCategories } from '../../api/categories.queries';
import { useGalleryItems } from '../../api/gallery.queries';
import { useNewOrderCount } from '../../api/orders.queries';
import { useBatchesToReplace, useStock } from '../../api/stock.queries';
import { useWaitlist } from '../../api/waitlist.queries';
import { usePageTitle } from '../components/usePageTitle';
import { formatPrice } from '../../components/format';
import { TableHead } from '../components/TableHead';
import { DashboardLowStock } from '../stock/StockPanels';
import { DashboardBatches } from '../stock/DashboardBatches';
import { DashboardWaitlist } from '../waitlist/BackInStockWaitlist';
import { OrderInsights } from './OrderInsights';
import { RECENT_PRODUCTS } from './dashboardReads';
import { useSession } from '../session/SessionProvider';

/** Every category, main ones and their subcategories. */
function countCategories(categories: Category[]): number {
  return categories.reduce((sum, category) => sum + 1 + (category.subcategories?.length ?? 0), 0);
}

const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** A count while its query loads ('…'), once it has data (the number) or after it failed ('—'). */
const countOf = <T,>(query: { isPending: boolean; data?: T }, count: (data: T) => number | string) =>
  query.isPending ? '…' : query.data === undefined ? '—' : count(query.data);

/** The figures: each card a link to its list (a helper's: the new orders only). */
function Statistics({ staff }: { staff: boolean }) {
  const products = useProducts({ limit: RECENT_PRODUCTS });
  const categories = useCategories();
  const gallery = useGalleryItems();
  const newOrders = useNewOrderCount();
  const cards = [
    { label: 'New orders', value: countOf(newOrders, ({ count, atLeast }) => (atLeast ? `${count}+` : count)), to: '/admin/orders?status=new', testId: 'stat-new-orders', staff: true },
    { label: 'Total Products', value: countOf(products, (page) => page.pagination?.total ?? page.items.length), to: '/admin/products', testId: 'stat-products' },
    { label: 'Categories', value: countOf(categories, countCategories), to: '/admin/categories', testId: 'stat-categories' },
    { label: 'Gallery Items', value: countOf(gallery, (items) => items.length), to: '/admin/gallery', testId: 'stat-gallery' },
  ];

  return (
    <SimpleGrid as="section" aria-label="Statistics" minChildWidth="150px" gap="3">
      {cards.filter((card) => !staff || card.staff).map((card) => (
        <Card.Root key={card.label} asChild size="sm" _hover={{ borderColor: 'brand.solid' }} focusVisibleRing="outside">
          <RouterLink to={card.to} data-testid={card.testId}>
            <Card.Body gap="1">
              <Text color="fg.muted" fontWeight="semibold">
                {card.label}
              </Text>
              <Text fontSize="3xl" fontWeight="bold" color="brand.fg">
                {card.value}
              </Text>
            </Card.Body>
          </RouterLink>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function RecentProducts() {
  const products = useProducts({ limit: RECENT_PRODUCTS });
  const recent = products.data?.items ?? [];
  return (
    <Card.Root as="section" aria-labelledby="recent-title" minW="0">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" id="recent-title" size="lg">
            Recent Products
          </Heading>
          <Link asChild color="brand.fg">
            <RouterLink to="/admin/products">View all</RouterLink>
          </Link>
        </Flex>
      </Card.Header>
      <Card.Body>
        {products.isPending ? (
          <Stack gap="2" role="status" aria-label="Loading...">
            <Skeleton height="6" />
            <Skeleton height="6" />
            <Skeleton height="6" />
          </Stack>
        ) : recent.length === 0 ? (
          <Text p="6" textAlign="center" color="fg.muted">
            No products found
          </Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <TableHead columns={['Product', 'Category', 'Price', 'Status']} />
              <Table.Body>
                {recent.map((product) => (
                  <Table.Row key={product._id}>
                    <Table.Cell>
                      <Link asChild color="brand.fg">
                        <RouterLink to={`/admin/products/edit/${product._id}`}>{product.name}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{product.category?.name || 'Uncategorized'}</Table.Cell>
                    <Table.Cell>{formatPrice(product.price)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={product.featured ? 'gold' : 'gray'}>{product.featured ? 'Featured' : 'Standard'}</Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function QuickActions() {
  return (
    <Card.Root as="section" aria-labelledby="actions-title">
      <Card.Header>
        <Heading as="h2" id="actions-title" size="lg">
          Quick Actions
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" listStyle="none" gap="2">
          <li>
            <Button asChild w="full">
              <RouterLink to="/admin/products/new">Add New Product</RouterLink>
            </Button>
          </li>
          <li>
            <Button asChild w="full" variant="outline">
              <RouterLink to="/admin/categories/new">Add New Category</RouterLink>
            </Button>
          </li>
          <li>
            <Button asChild w="full" variant="outline">
              <RouterLink to="/admin/gallery/new">Add Gallery Item</RouterLink>
            </Button>
          </li>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The cards that show only when they have something (low stock, batches, waiting customers) and what
 * is under them, drawn together once all three answers are known, so nothing on screen is pushed down
 * when one comes (drawn on its own answer, a card could come a render after what is under it). Its
 * children are the dashboard's elements: its own renders leave them be.
 */
function WithTheCards({ children }: { children: ReactNode }) {
  const loading = [useStock(true), useBatchesToReplace(), useWaitlist()].some((query) => query.isLoading);
  // React renders an answer's arrival at once, in one piece; deferred, the whole dashboard under the
  // cards is drawn in slices, and a phone's main thread stays free between them.
  const drawn = !useDeferredValue(loading, true);
  return drawn ? children : null;
}

/** Low stock and batches to replace (a helper's too: nothing is under them then, so they show as they come). */
function StockCards() {
  return (
    <>
      <DashboardLowStock />
      <DashboardBatches />
    </>
  );
}

/**
 * Each part reads its own answers, so an answer redraws its part only (drawn whole, the dashboard's
 * Chakra elements took a phone's main thread for up to a few hundred milliseconds per answer).
 */
export function Dashboard() {
  usePageTitle('Dashboard');
  // A helper sees the order card only: the catalogue, the waiting customers and the figures are the administrator's.
  const staff = isStaff(useSession().user);

  return (
    <Stack gap="4" maxW="1200px">
      <Box>
        <Heading as="h1" size="2xl">
          Dashboard
        </Heading>
        <Text color="fg.muted">{longDate(new Date())}</Text>
      </Box>
      <Statistics staff={staff} />
      {staff ? (
        <StockCards />
      ) : (
        <WithTheCards>
          <StockCards />
          <DashboardWaitlist />
          <OrderInsights />
          <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4">
            <RecentProducts />
            <QuickActions />
          </Grid>
        </WithTheCards>
      )}
    </Stack>
  );
}
