import { ORDER_UPDATE_KINDS, ORDER_UPDATE_TEMPLATE_KEYS, type MessageTemplates, type OrderUpdateTemplateKey, type OrderUpdateTemplates, type SiteSettings } from '@catalogue/domain';

/** The owner's chat message `key` to customers (Site → Messages) in each language. */
export const messageTemplates = (settings: SiteSettings | undefined, key: 'backInStock' | 'reorderReminder' | OrderUpdateTemplateKey): MessageTemplates => ({
  en: settings?.messages[key],
  ta: settings?.translations?.ta?.messages?.[key],
});

/** The owner's messages telling a customer of a change of their order, each in each language. */
export const orderUpdateTemplates = (settings: SiteSettings | undefined): OrderUpdateTemplates =>
  Object.fromEntries(ORDER_UPDATE_KINDS.map((kind) => [kind, messageTemplates(settings, ORDER_UPDATE_TEMPLATE_KEYS[kind])]));
