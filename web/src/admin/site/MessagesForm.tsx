import { BACK_IN_STOCK_PLACEHOLDER_MESSAGE, NAME_PLACEHOLDER, ORDER_LIST_PLACEHOLDER_MESSAGE, ORDER_PLACEHOLDER_MESSAGE, ORDER_PLACEHOLDERS } from '@catalogue/domain';
import { TextPair } from './fields';
import { sectionForm } from './SectionForm';

const ORDER_LIST_HINT = `${ORDER_LIST_PLACEHOLDER_MESSAGE}, one line per product. Also: ${Object.values(ORDER_PLACEHOLDERS)
  .filter((placeholder) => placeholder !== ORDER_PLACEHOLDERS.lines)
  .join(', ')}. A line whose placeholder has no value (no name given, no number when the order could not be recorded) is left out.`;

/** The chat messages: the order button's template, the order list's, the floating chat button's greeting, and the owner's back-in-stock message and reorder reminder. */
export const MessagesForm = sectionForm({
  key: 'messages',
  title: 'Messages',
  description: "The messages a visitor's chat opens with, and yours to a customer waiting for a size or due to reorder.",
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
    </>
  );
}
