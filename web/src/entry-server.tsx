/**
 * Server rendering of the public pages (built with `vite build --ssr`, run by the `site` function):
 * the same routes and components as the browser, under a static router. The caller gives the API
 * answers it has; the result says which further answers the page asked for, so the caller can load
 * them and render again.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Routes, StaticRouter } from 'react-router-dom';
import { publicRoutes } from './App';
import { PageMetaContext, type PageMeta, type PageMetaCollector } from './components/usePageMeta';
import { InitialAnswersContext, type Answer, type InitialAnswers } from './public/data';
import { renderHead } from './public/seo/head';

export { INITIAL_ANSWERS_ID, type Answer } from './public/data';
export { EVERY_PAGE_CALLS } from './public/firstLoad';

export interface Rendered {
  /** The markup inside #root. */
  html: string;
  /** The head's tags (title, description, canonical, link previews, JSON-LD). */
  head: string;
  /** 200, or 404 when the page says something was not found. */
  status: number;
  /** API URLs the page asked for that were not among the answers. */
  missing: string[];
}

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders `url` (path and query) from `answers`; `origin` makes the head's addresses absolute. */
export async function render(url: string, answers: Record<string, Answer>, origin: string): Promise<Rendered> {
  const initial: InitialAnswers = { answers, missing: new Set() };
  const collector: PageMetaCollector = { meta: null };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <InitialAnswersContext value={initial}>
        <PageMetaContext value={collector}>
          <StaticRouter location={url}>
            <Routes>{publicRoutes}</Routes>
          </StaticRouter>
        </PageMetaContext>
      </InitialAnswersContext>
    </StrictMode>,
    {
      // Every Suspense boundary inline, however large: React would otherwise send big ones after the
      // rest with inline <script>s to put them in place, which the pages' Content-Security-Policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => console.error('render:', error),
    },
  );
  // Rendering into an element rather than a whole document, React writes the resource hints it
  // hoists (e.g. the preload of a priority image) before the markup: they belong in the head.
  const [, hints, html] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(await toText(prelude))!;
  const meta: PageMeta = collector.meta ?? { title: '' };
  const pathname = new URL(url, 'http://localhost').pathname;
  const head = [renderHead(meta, pathname, answers, origin), ...(hints.match(/<link [^>]*>/g) ?? [])].join('\n    ');
  return { html, head, status: meta.status ?? 200, missing: [...initial.missing] };
}
