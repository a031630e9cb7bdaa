import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Card, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { Customer } from '@catalogue/domain';
import { useCustomers } from '../../api/customers.queries';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { SearchInput } from '../components/SearchInput';
import { usePageTitle } from '../components/usePageTitle';
import { DueToReorder } from './DueToReorder';
import { customerLastOrder, customerName, customerSummary } from './customerText';

function CustomerRow({ customer }: { customer: Customer }) {
  return (
    <Card.Root as="li" size="sm" data-testid="customer">
      <Card.Body gap="1">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h3" size="md">
            <Link asChild color="brand.fg">
              <RouterLink to={`/admin/customers/${customer._id}`}>{customerName(customer)}</RouterLink>
            </Link>
          </Heading>
          {customer.remindMe && <Badge colorPalette="green">Reminders on</Badge>}
        </Flex>
        <Text>{customer.phone}</Text>
        <Text>{customerSummary(customer)}</Text>
        <Text color="fg.muted" fontSize="sm">
          {customerLastOrder(customer)}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/customers: who is due to reorder, then every customer built from the orders, with a search by name or phone. */
export function CustomersScreen() {
  usePageTitle('Customers');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const customers = useCustomers(query);
  const list = customers.data ?? [];
  return (
    <Stack gap="5" maxW="760px">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Customers
        </Heading>
        <Text color="fg.muted">Built from the orders by phone number: orders without a phone number, and details past their 180 days, are not here.</Text>
      </Stack>
      <DueToReorder />
      <Stack as="section" aria-labelledby="customers-title" gap="3">
        <Heading as="h2" id="customers-title" size="lg">
          All customers
        </Heading>
        <Flex role="search" aria-label="Search customers">
          <SearchInput id="customer-search" label="Search customers by name or phone" placeholder="Name or phone" value={search} onChange={setSearch} />
        </Flex>
        <ErrorAlert message={customers.isError ? 'Failed to fetch customers' : ''} />
        {customers.isPending ? (
          <Loading />
        ) : list.length === 0 ? (
          <Text color="fg.muted">{query ? 'No customer matches this search.' : 'No customers yet: they appear with their first order that gives a phone number.'}</Text>
        ) : (
          <>
            <Text role="status" color="fg.muted" fontSize="sm">
              {list.length === 1 ? '1 customer' : `${list.length} customers`}
            </Text>
            <Stack as="ul" listStyle="none" gap="3" aria-label="Customers">
              {list.map((customer) => (
                <CustomerRow key={customer._id} customer={customer} />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Stack>
  );
}
