import { useState } from 'react';
import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { MAX_DELIVERY_TIME_LENGTH, ORDER_UPDATE_NAMES, orderUpdateLink, orderUpdateMessage } from '@catalogue/domain';
import { useSiteSettings } from '../../api/site.queries';
import { toast } from '../components/toast';
import { orderUpdateTemplates } from '../site/messageTemplates';
import type { UpdateOffer } from './useUpdateOffers';

const LANGUAGE_WORDS = { en: 'English', ta: 'Tamil' } as const;

/**
 * "Tell the customer" of a saved change of their order: a WhatsApp chat to their number with the
 * owner's message for the change (Site → Messages) in the order's language, or, without a number, the
 * message to copy. Out for delivery asks first for an optional arrival time. `named` shows the order's
 * number (an offer shown apart from its order's card).
 */
export function TellCustomer({ offer, onDismiss, named = false }: { offer: UpdateOffer; onDismiss: () => void; named?: boolean }) {
  const { order, kind } = offer;
  const settings = useSiteSettings();
  const [time, setTime] = useState('');
  const [copied, setCopied] = useState(false);
  const titleId = `tell-${order._id}-title`;
  const templates = orderUpdateTemplates(settings.data);
  const values = { pageUrl: order.statusUrl ? new URL(order.statusUrl, window.location.origin).href : '', time };
  const chat = orderUpdateLink(templates, kind, order, values);
  const what = `${ORDER_UPDATE_NAMES[kind].toLowerCase()}, order ${order.number}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(orderUpdateMessage(templates, kind, order, values));
      setCopied(true);
    } catch {
      toast.error('Could not copy the message. Please try again.');
    }
  };

  return (
    <Stack as="section" aria-labelledby={titleId} gap="2" p="3" borderWidth="1px" borderColor="brand.500" rounded="l2" data-testid="tell-customer">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Text id={titleId} fontWeight="semibold">
          {named ? `Order ${order.number}: tell` : 'Tell'} the customer: {ORDER_UPDATE_NAMES[kind].toLowerCase()}
        </Text>
        <Button type="button" size="xs" variant="outline" onClick={onDismiss} aria-label={`Dismiss: tell the customer of ${what}`}>
          Dismiss
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {chat ? 'Opens WhatsApp with your message' : 'No phone number: copy your message and send it yourself'} (Site → Messages), in {LANGUAGE_WORDS[order.lang]}.
      </Text>
      {kind === 'outForDelivery' && (
        <Field.Root ids={{ control: `tell-${order._id}-time` }} w="auto">
          <Field.Label>Arriving around (optional)</Field.Label>
          <Input
            size="sm"
            w="24ch"
            maxLength={MAX_DELIVERY_TIME_LENGTH}
            value={time}
            placeholder={order.lang === 'ta' ? 'மாலை 5 மணி' : '5 pm'}
            onChange={(event) => {
              setTime(event.target.value);
              setCopied(false);
            }}
          />
          <Field.HelperText>Left empty, the message has no arrival line.</Field.HelperText>
        </Field.Root>
      )}
      <Flex gap="3" align="center" wrap="wrap">
        {chat ? (
          <Button asChild size="sm">
            <a href={chat} target="_blank" rel="noopener noreferrer" aria-label={`Tell the customer: ${what} (opens WhatsApp)`}>
              Tell the customer
            </a>
          </Button>
        ) : (
          <Button type="button" size="sm" onClick={() => void copy()} aria-label={`Copy message: ${what}`}>
            Copy message
          </Button>
        )}
        <Text role="status" fontSize="sm" fontWeight="semibold" color="brand.fg">
          {copied ? 'Copied' : ''}
        </Text>
      </Flex>
    </Stack>
  );
}
