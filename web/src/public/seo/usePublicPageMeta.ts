import { plainText } from '../../components/RichText';
import { siteTitle, useSite } from '../../components/siteSettings';
import { usePageMeta } from '../../components/usePageMeta';

/**
 * A public page's title ("<page> | <business>"; the home page passes '') and meta description
 * (markup removed).
 */
export function usePublicPageMeta(page: string, description: string, { noindex = false } = {}) {
  const { business } = useSite().settings;
  usePageMeta(siteTitle(business, page), plainText(description), noindex);
}

/** The meta description of a category's products. */
export const categoryDescription = (category: string, business: string) => `${category} from ${business}: browse them and order over chat.`;
