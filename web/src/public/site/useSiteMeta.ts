import { plainText } from '../../components/RichText';
import { siteTitle, useSite } from '../../components/site';
import { usePageMeta } from '../../components/usePageMeta';

/**
 * A public page's title ("<page> | <business>"; the home page passes '') and meta description
 * (markup removed).
 */
export function useSiteMeta(page: string, description: string) {
  const { business } = useSite().settings;
  usePageMeta(siteTitle(business, page), plainText(description));
}

/** The meta description of a category's products. */
export const categoryDescription = (category: string, business: string) => `${category} from ${business}: browse them and order over chat.`;
