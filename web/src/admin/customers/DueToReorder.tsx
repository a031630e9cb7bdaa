import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { LANGUAGE_NAMES, reorderReminderLink, type Customer, type MessageTemplates } from '@catalogue/domain';
import { useDueCustomers } from '../../api/customers.queries';
import { useSiteSettings } from '../../api/site.queries';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { messageTemplates } from '../site/messageTemplates';
import { customerDue, customerName } from './customerText';

/** A chat with the owner's reorder reminder in the customer's language: one tap opens WhatsApp. */
export function RemindButton({ customer, templates }: { customer: Customer; templates: MessageTemplates }) {
  const chat = reorderReminderLink(templates, customer);
  if (!chat) return null;
  return (
    <Button asChild size="sm">
      <a href={chat} target="_blank" rel="noopener noreferrer" aria-label={`Remind on WhatsApp: ${customerName(customer)}, time to reorder (opens WhatsApp)`}>
        Remind on WhatsApp
      </a>
    </Button>
  );
}

/** The customers who asked to be reminded and whose usual interval has passed, each with the reminder chat. */
export function DueToReorder() {
  const due = useDueCustomers();
  const settings = useSiteSettings();
  const templates = messageTemplates(settings.data, 'reorderReminder');
  const customers = due.data ?? [];
  return (
    <Card.Root as="section" aria-labelledby="due-title" data-testid="due-to-reorder">
      <Card.Header>
        <Heading as="h2" id="due-title" size="lg">
          Due to reorder
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        <ErrorAlert message={due.isError ? 'Failed to fetch the customers due to reorder' : ''} />
        {due.isPending ? (
          <Loading />
        ) : customers.length === 0 ? (
          <Text color="fg.muted">Nobody is due. Customers who tick “Remind me when it's time to reorder” on their order list show here once their usual time between orders has passed.</Text>
        ) : (
          <Stack as="ul" listStyle="none" gap="3" aria-label="Customers due to reorder">
            {customers.map((customer) => (
              <Flex as="li" key={customer._id} justify="space-between" align="center" gap="2" wrap="wrap" data-testid="due-customer">
                <Stack gap="0">
                  <Text fontWeight="semibold">{customerName(customer)}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {customer.phone} · {LANGUAGE_NAMES[customer.lang]} · {customerDue(customer)}
                  </Text>
                </Stack>
                <RemindButton customer={customer} templates={templates} />
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
