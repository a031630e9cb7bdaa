/**
 * One public page: the canonical address first (an old slug or a category id answers 301), then
 * the render, repeated while the page asks for API answers it did not have yet (a category's
 * products need the category's id), then the built page template filled with the head, the
 * markup and the answers it was rendered from.
 */
import { matchPath } from './routeMatch';
import { apiAnswer } from './internalApi';
import { loadRenderer, type Answer } from './renderer';

/** Renders needed at most: the page, then answers that depend on earlier ones (two levels today). */
const MAX_PASSES = 4;

export type PageResult = { redirect: string } | { status: number; html: string };

type Answers = Record<string, Answer>;

async function load(answers: Answers, urls: string[]) {
  await Promise.all(
    urls
      .filter((url) => !(url in answers))
      .map(async (url) => {
        answers[url] = await apiAnswer(url);
      }),
  );
}

const slugOf = (answer: Answer | undefined) => (answer?.status === 200 ? (answer.body?.data as { slug?: string } | undefined)?.slug : undefined);

/**
 * The address a product or category page should have: an old product or category slug, or a
 * category's id, moves to the current slug. Answers read on the way are kept for the render.
 */
async function canonicalPath(pathname: string, answers: Answers): Promise<string | null> {
  const product = matchPath('/products/:slug', pathname);
  if (product) {
    const url = `/api/products/by-slug/${encodeURIComponent(product.slug)}`;
    await load(answers, [url]);
    const slug = slugOf(answers[url]);
    return slug && slug !== product.slug ? `/products/${encodeURIComponent(slug)}` : null;
  }
  const category = matchPath('/category/:slug', pathname);
  if (!category) return null;
  const bySlug = `/api/categories/by-slug/${encodeURIComponent(category.slug)}`;
  await load(answers, [bySlug]);
  if (answers[bySlug].status === 404) {
    const byId = `/api/categories/${encodeURIComponent(category.slug)}`;
    await load(answers, [byId]);
    // The page looks a key up the same way (by slug, then by id); a category stored before slugs existed is shown at its id.
    if (answers[byId].status === 200) answers[bySlug] = answers[byId];
  }
  const slug = slugOf(answers[bySlug]);
  return slug && slug !== category.slug ? `/category/${encodeURIComponent(slug)}` : null;
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function fill(template: string, marker: string, replacement: string) {
  if (!template.includes(marker)) throw new Error(`The page template has no ${marker}`);
  return template.replace(marker, () => replacement);
}

/** The page at `url` (path and query); `origin` is the site's address for canonical and preview URLs. */
export async function renderPage(url: string, origin: string): Promise<PageResult> {
  const renderer = await loadRenderer();
  const { pathname, search } = new URL(url, 'http://localhost');
  const answers: Answers = {};
  const [canonical] = await Promise.all([canonicalPath(pathname, answers), load(answers, renderer.EVERY_PAGE_CALLS)]);
  if (canonical) return { redirect: canonical + search };

  let rendered = await renderer.render(url, answers, origin);
  for (let pass = 1; pass < MAX_PASSES && rendered.missing.some((missing) => !(missing in answers)); pass += 1) {
    await load(answers, rendered.missing);
    rendered = await renderer.render(url, answers, origin);
  }
  let html = fill(renderer.client.template, '<title>Catalogue</title>', rendered.head);
  html = fill(
    html,
    '<div id="root"></div>',
    `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="${renderer.INITIAL_ANSWERS_ID}">${escapeJson(answers)}</script>`,
  );
  return { status: rendered.status, html };
}
