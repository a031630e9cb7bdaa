import {
  BACK_IN_STOCK_PLACEHOLDER_MESSAGE,
  NAME_PLACEHOLDER,
  ORDER_LIST_PLACEHOLDER_MESSAGE,
  ORDER_PLACEHOLDER_MESSAGE,
  ORDER_PLACEHOLDERS,
  ORDER_UPDATE_KINDS,
  ORDER_UPDATE_NAMES,
  ORDER_UPDATE_PLACEHOLDERS as UPDATE,
  ORDER_UPDATE_TEMPLATE_KEYS,
} from '@catalogue/domain';
import { FieldGroup, TextPair } from './fields';
import { sectionForm } from './SectionForm';

const ORDER_LIST_HINT = `${ORDER_LIST_PLACEHOLDER_MESSAGE}, one line per product. Also: ${Object.values(ORDER_PLACEHOLDERS)
  .filter((placeholder) => placeholder !== ORDER_PLACEHOLDERS.lines)
  .join(', ')}. A line whose placeholder has no value (no name given, no number when the order could not be recorded) is left out.`;

const ORDER_UPDATE_HINT = `When you change an order's status or payment, the Orders screen offers to tell the customer on WhatsApp with the message for that change, in the order's language. In each: ${UPDATE.number} is the order number, ${UPDATE.total} its total, ${UPDATE.link} the order's own page and ${UPDATE.name} the customer's name; a line whose placeholder has no value (no name given) is left out.`;
const TIME_HINT = `${UPDATE.time} is the arrival time you type when you tell them ("5 pm"); without one, its line is left out.`;

/** The chat messages: the order button's template, the order list's, the floating chat button's greeting, the owner's back-in-stock message and reorder reminder, and the owner's message for each change of an order. */
export const MessagesForm = sectionForm({
  key: 'messages',
  title: 'Messages',
  description: "The messages a visitor's chat opens with, and yours to a customer waiting for a size, due to reorder, or whose order changed.",
  Fields: MessagesFields,
});

function MessagesFields() {
  return (
    <>
      <TextPair name="order" label="Order message" rows={2} required hint={`${ORDER_PLACEHOLDER_MESSAGE}: it is replaced by the product's name.`} hintInTamil />
      <TextPair name="orderList" label="Order list message" rows={10} required hint={ORDER_LIST_HINT} hintInTamil />
      <TextPair name="greeting" label="Chat greeting" rows={2} required hint="The floating chat button's message." />
      <TextPair
        name="backInStock"
        label="Back-in-stock message"
        rows={3}
        required
        hint={`Your message to a customer who asked to be told when a size is back, in their language. ${BACK_IN_STOCK_PLACEHOLDER_MESSAGE}: it is replaced by the product and size.`}
        hintInTamil
      />
      <TextPair
        name="reorderReminder"
        label="Reorder reminder"
        rows={3}
        required
        hint={`Your message to a customer who asked to be reminded when it is time to reorder (Customers → Due to reorder), in their language. ${NAME_PLACEHOLDER} is replaced by their name.`}
        hintInTamil
      />
      <FieldGroup legend="Telling a customer of their order" hint={ORDER_UPDATE_HINT}>
        {ORDER_UPDATE_KINDS.map((kind) => (
          <TextPair
            key={kind}
            name={ORDER_UPDATE_TEMPLATE_KEYS[kind]}
            label={`${ORDER_UPDATE_NAMES[kind]} message`}
            rows={5}
            required
            hint={kind === 'outForDelivery' ? TIME_HINT : undefined}
            hintInTamil
          />
        ))}
      </FieldGroup>
    </>
  );
}
