/**
 * Server rendering of the public pages (built with `vite build --ssr`, run by the `site` function):
 * the public routes under React Router's static handler, reading through the function's in-process
 * reads. One pass: the loaders read what the page needs, then it renders.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { pathLanguage, type Language, type RenderPage } from '@catalogue/domain';
import { PageMetaContext, type PageMetaCollector } from './components/usePageMeta';
import { HYDRATION_DATA_ID, hydrationJson } from './public/hydration';
import { publicRoutes } from './public/routes';
import { routeId } from './public/loaders';
import { renderHead, type RenderedData } from './public/seo/head';
import { inlineScriptSources } from './public/seo/scriptHashes';

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** The page's loader data by its routes' English ids (what renderHead reads), whatever the page's language. */
function pageData(loaderData: Record<string, unknown>, language: Language): RenderedData {
  return Object.fromEntries(Object.entries(loaderData).flatMap(([id, value]) => {
    const name = id.slice(routeId(language, '').length);
    return routeId(language, name) === id ? [[name, value]] : [];
  }));
}

/**
 * Marks the end of the page's markup, after #root: the head asks the browser not to paint until it
 * is parsed. A page that came in pieces was painted in part, then moved as the rest came in (cut
 * after the home hero's heading, /ta/ shifted 0.04; e2e public-ssr).
 */
const MARKUP_END = 'markup-end';
const PAINT_WHEN_PARSED = `<link rel="expect" href="#${MARKUP_END}" blocking="render" />`;

export const render: RenderPage = async (request, reads, origin) => {
  const handler = createStaticHandler(publicRoutes(reads));
  const context = await handler.query(request);
  if (context instanceof Response) return { status: context.status, redirect: context.headers.get('Location') ?? '/' };

  const collector: PageMetaCollector = { meta: null };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaContext value={collector}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </PageMetaContext>
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
  const status = context.statusCode;
  const pathname = new URL(request.url).pathname;
  const lang = pathLanguage(pathname);
  const head = [
    renderHead(collector.meta ?? { title: '' }, status, pathname, pageData(context.loaderData, lang), origin),
    ...(hints.match(/<link [^>]*>/g) ?? []),
    PAINT_WHEN_PARSED,
  ].join('\n    ');
  const data = `<span id="${MARKUP_END}" hidden></span>\n    <script type="application/json" id="${HYDRATION_DATA_ID}">${hydrationJson(context)}</script>`;
  return { status, head, scriptSources: inlineScriptSources(head), html, data, lang };
};
