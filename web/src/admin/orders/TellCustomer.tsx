import { useState } from 'react';
import { MAX_DELIVERY_TIME_LENGTH, ORDER_UPDATE_NAMES, orderUpdateLink, orderUpdateMessage } from '@catalogue/domain';
import { useSiteSettings } from '../../api/site.queries';
import { Labelled } from '../components/Labelled';
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
  const timeId = `tell-${order._id}-time`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(orderUpdateMessage(templates, kind, order, values));
      setCopied(true);
    } catch {
      toast.error('Could not copy the message. Please try again.');
    }
  };

  return (
    <section aria-labelledby={titleId} className="bo-tell" data-testid="tell-customer">
      <div className="bo-row spread">
        <p id={titleId} className="bo-strong">
          {named ? `Order ${order.number}: tell` : 'Tell'} the customer: {ORDER_UPDATE_NAMES[kind].toLowerCase()}
        </p>
        <button type="button" className="bo-button outline tiny" onClick={onDismiss} aria-label={`Dismiss: tell the customer of ${what}`}>
          Dismiss
        </button>
      </div>
      <p className="bo-muted bo-small">
        {chat ? 'Opens WhatsApp with your message' : 'No phone number: copy your message and send it yourself'} (Site → Messages), in {LANGUAGE_WORDS[order.lang]}.
      </p>
      {kind === 'outForDelivery' && (
        <Labelled id={timeId} label="Arriving around (optional)" hint="Left empty, the message has no arrival line.">
          {(control) => (
            <input
              {...control}
              className="bo-input small bo-arrival"
              maxLength={MAX_DELIVERY_TIME_LENGTH}
              value={time}
              placeholder={order.lang === 'ta' ? 'மாலை 5 மணி' : '5 pm'}
              onChange={(event) => {
                setTime(event.target.value);
                setCopied(false);
              }}
            />
          )}
        </Labelled>
      )}
      <div className="bo-row bo-gap-3">
        {chat ? (
          <a href={chat} target="_blank" rel="noopener noreferrer" className="bo-button small" aria-label={`Tell the customer: ${what} (opens WhatsApp)`}>
            Tell the customer
          </a>
        ) : (
          <button type="button" className="bo-button small" onClick={() => void copy()} aria-label={`Copy message: ${what}`}>
            Copy message
          </button>
        )}
        <p role="status" className="bo-strong bo-small bo-brand-text">
          {copied ? 'Copied' : ''}
        </p>
      </div>
    </section>
  );
}
