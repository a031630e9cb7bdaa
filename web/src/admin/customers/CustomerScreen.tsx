import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { isDueToReorder, businessDay, type CustomerWithOrders } from '@catalogue/domain';
import { useCustomer, useDeleteCustomer } from '../../api/customers.queries';
import { useSiteSettings } from '../../api/site.queries';
import { BackLink } from '../components/BackLink';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { toast } from '../components/toast';
import { usePageTitle } from '../components/usePageTitle';
import { OrderCard } from '../orders/OrderCard';
import { useUpdateOffers } from '../orders/useUpdateOffers';
import { messageTemplates } from '../site/messageTemplates';
import { RemindButton } from './DueToReorder';
import { customerDue, customerLastOrder, customerName, customerSummary } from './customerText';

/** "Delete personal data", after a confirmation: the customer's details go from every order of theirs, and they leave the list. */
function DeletePersonalData({ customer }: Pick<CustomerWithOrders, 'customer'>) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCustomer();
  const navigate = useNavigate();
  const name = customerName(customer);
  const confirm = () =>
    remove.mutate(customer._id, {
      onSuccess: () => {
        toast.success(`${name}'s personal data is deleted`);
        void navigate('/admin/customers');
      },
      onError: () => {
        setConfirming(false);
        toast.error(`Could not delete ${name}'s personal data. Please try again.`);
      },
    });
  return (
    <>
      <Button type="button" colorPalette="red" variant="outline" alignSelf="flex-start" onClick={() => setConfirming(true)}>
        Delete personal data
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${name}'s personal data?`}
        message="Their name, phone number and notes are deleted from every order of theirs, and any number they left for a sold-out size. The orders stay in the order book for your accounts, without them. This cannot be undone."
        confirmLabel="Delete personal data"
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** /admin/customers/:id: one customer, their orders (newest first), the reminder chat when due, and deleting their personal data. */
export function CustomerScreen() {
  const id = useParams().id ?? '';
  const found = useCustomer(id);
  const settings = useSiteSettings();
  const { offers, offer } = useUpdateOffers();
  const customer = found.data?.customer;
  usePageTitle(customer ? customerName(customer) : 'Customer');

  if (found.isPending) return <Loading />;
  if (!found.data || !customer) {
    return (
      <Stack gap="4" maxW="760px">
        <BackLink to="/admin/customers">Back to customers</BackLink>
        <ErrorAlert message={found.error?.message || 'Customer not found'} />
      </Stack>
    );
  }
  return (
    <Stack gap="4" maxW="760px">
      <BackLink to="/admin/customers">Back to customers</BackLink>
      <Stack gap="1">
        <Flex align="center" gap="2" wrap="wrap">
          <Heading as="h1" size="2xl">
            {customerName(customer)}
          </Heading>
          {customer.remindMe && <Badge colorPalette="green">Reminders on</Badge>}
        </Flex>
        <Text fontWeight="semibold">{customer.phone}</Text>
        <Text>{customerSummary(customer)}</Text>
        <Text color="fg.muted">{customerLastOrder(customer)}</Text>
        {customer.remindMe && customerDue(customer) && <Text>{customerDue(customer)}</Text>}
      </Stack>
      {isDueToReorder(customer, businessDay(new Date())) && <RemindButton customer={customer} templates={messageTemplates(settings.data, 'reorderReminder')} />}
      <DeletePersonalData customer={customer} />
      <Stack as="section" aria-labelledby="customer-orders-title" gap="3">
        <Heading as="h2" id="customer-orders-title" size="lg">
          Orders
        </Heading>
        <Stack as="ul" aria-label={`Orders of ${customerName(customer)}`} listStyle="none" gap="3">
          {found.data.orders.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} template={settings.data?.messages.orderList} offer={offers.get(order._id)} onOffer={offer} onStatusSaved={() => void found.refetch()} />
            </li>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
