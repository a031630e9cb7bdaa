import { Badge, Button, Card, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { LANGUAGE_NAMES, backInStockLink, type BackInStockTemplates, type WaitingCustomer, type WaitingForSize } from '@catalogue/domain';
import { useSiteSettings } from '../../api/site.queries';
import { useMarkWaitlistDone } from '../../api/waitlist.queries';
import { NameWithSize } from '../components/NameWithSize';
import { toast } from '../components/toast';
import { formatOrderTime } from '../orders/orderText';
import { messageTemplates } from '../site/messageTemplates';

export const waitingCount = (count: number) => (count === 1 ? '1 customer is waiting' : `${count} customers are waiting`);

function CustomerRow({ size, customer, templates, title }: { size: WaitingForSize; customer: WaitingCustomer; templates: BackInStockTemplates; title: string }) {
  const done = useMarkWaitlistDone();
  const chat = size.inStock ? backInStockLink(templates, size, customer) : null;
  const markDone = () =>
    done.mutate(
      { productId: size.productId, entryId: customer._id },
      { onSuccess: () => toast.success(`${customer.phone} marked done`), onError: () => toast.error(`Could not mark ${customer.phone} done. Please try again.`) },
    );
  return (
    <Flex as="li" justify="space-between" align="center" gap="2" wrap="wrap" data-testid="waiting-customer">
      <Stack gap="0">
        <Text fontWeight="semibold">{customer.phone}</Text>
        <Text color="fg.muted" fontSize="sm">
          {LANGUAGE_NAMES[customer.lang]} · since <chakra.time dateTime={customer.createdAt}>{formatOrderTime(customer.createdAt)}</chakra.time>
        </Text>
      </Stack>
      <Flex gap="2">
        {chat && (
          <Button asChild size="sm">
            <a href={chat} target="_blank" rel="noopener noreferrer" aria-label={`Tell them: ${customer.phone}, ${title} is back (opens WhatsApp)`}>
              Tell them
            </a>
          </Button>
        )}
        <Button type="button" size="sm" variant="outline" loading={done.isPending} onClick={markDone} aria-label={`Done: ${customer.phone}, ${title}`}>
          Done
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * Customers waiting for sizes (the dashboard's, or one product's): per size its name, whether it is
 * back in stock, and each customer with a chat in their language (once the size is back) and "Done",
 * which deletes their number.
 */
export function WaitingCustomers({ sizes, heading }: { sizes: WaitingForSize[]; heading: string }) {
  const settings = useSiteSettings();
  const templates = messageTemplates(settings.data, 'backInStock');
  return (
    <Card.Root as="section" aria-labelledby="waiting-title" data-testid="waiting-customers">
      <Card.Header>
        <Heading as="h2" id="waiting-title" size="lg">
          {heading}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        {sizes.map((size) => {
          const title = size.sizeLabels.en ? `${size.names.en} (${size.sizeLabels.en})` : size.names.en;
          const id = `waiting-${size.productId}-${size.variantKey}`;
          return (
            <Stack as="section" key={id} aria-labelledby={id} gap="2">
              <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                <Heading as="h3" id={id} size="md">
                  <NameWithSize name={size.names.en} size={size.sizeLabels.en} />
                </Heading>
                <Badge colorPalette={size.inStock ? 'green' : 'gray'}>{size.inStock ? 'Back in stock' : 'Sold out'}</Badge>
              </Flex>
              <Text>{waitingCount(size.customers.length)}</Text>
              <Stack as="ul" listStyle="none" gap="2" aria-label={`Customers waiting for ${title}`}>
                {size.customers.map((customer) => (
                  <CustomerRow key={customer._id} size={size} customer={customer} templates={templates} title={title} />
                ))}
              </Stack>
            </Stack>
          );
        })}
      </Card.Body>
    </Card.Root>
  );
}
