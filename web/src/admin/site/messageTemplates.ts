import type { MessageTemplates, SiteSettings } from '@catalogue/domain';

/** The owner's chat message `key` to customers (Site → Messages) in each language. */
export const messageTemplates = (settings: SiteSettings | undefined, key: 'backInStock' | 'reorderReminder'): MessageTemplates => ({
  en: settings?.messages[key],
  ta: settings?.translations?.ta?.messages?.[key],
});
