import { createContext, useContext, useEffect } from 'react';

/** What a page says about itself in the document's head. */
export interface PageMeta {
  title: string;
  description?: string;
  /** A page only its visitor's browser fills (the order list): kept out of search results. */
  noindex?: boolean;
}

/**
 * Filled while the server renders a page (the last page component rendered wins): the server
 * writes the head from it. Absent in the browser, where the hook updates the document instead.
 */
export interface PageMetaCollector {
  meta: PageMeta | null;
}

export const PageMetaContext = createContext<PageMetaCollector | null>(null);

function setMeta(selector: string, create: () => HTMLElement, attribute: 'content' | 'href', value: string) {
  let element = document.head.querySelector(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

const metaNamed = (attribute: 'name' | 'property', key: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute(attribute, key);
  return element;
};

/**
 * Sets the document's <title> and, when one is given, its meta description; after a move to
 * another page in the browser, also the canonical address and the link-preview title, description
 * and address the server wrote for the first page.
 */
export function usePageMeta(title: string, description?: string, noindex?: boolean) {
  const collector = useContext(PageMetaContext);
  if (collector) collector.meta = { title, description, noindex };
  useEffect(() => {
    document.title = title;
    const url = `${window.location.origin}${window.location.pathname}`;
    setMeta('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', url);
    setMeta('meta[property="og:title"]', metaNamed('property', 'og:title'), 'content', title);
    setMeta('meta[property="og:url"]', metaNamed('property', 'og:url'), 'content', url);
    if (description === undefined) return;
    setMeta('meta[name="description"]', metaNamed('name', 'description'), 'content', description);
    setMeta('meta[property="og:description"]', metaNamed('property', 'og:description'), 'content', description);
  }, [title, description]);
}
