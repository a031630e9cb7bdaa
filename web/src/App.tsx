import { isValidElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, createRoutesFromElements, matchRoutes, Route, Routes, useLocation } from 'react-router-dom';
import { InitialAnswersContext, type InitialAnswers } from './public/data';
import { PublicLayout } from './public/layout/PublicLayout';

type RoutePage = ComponentType & { preload: () => Promise<void> };

/**
 * A public page in its own chunk: loaded when first shown (React.lazy), or beforehand by
 * `preloadPage`, and then rendered directly, so a server-rendered page hydrates in one pass
 * instead of waiting, dehydrated, for its code (an update reaching it then would redraw it).
 */
function routePage(load: () => Promise<{ default: ComponentType }>): RoutePage {
  let loaded: ComponentType | null = null;
  const Lazy = lazy(load);
  const Page = () => {
    const Component = loaded ?? Lazy;
    return <Component />;
  };
  Page.preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  return Page;
}

// Every page is its own chunk; the back office is never loaded on public pages.
const AdminApp = lazy(() => import('./admin/AdminApp'));
const HomePage = routePage(() => import('./public/home/HomePage'));
const ProductsPage = routePage(() => import('./public/pages/ProductsPage'));
const ProductPage = routePage(() => import('./public/pages/ProductPage'));
const CategoryPage = routePage(() => import('./public/pages/CategoryPage'));
const GalleryPage = routePage(() => import('./public/pages/GalleryPage'));
const AboutPage = routePage(() => import('./public/pages/AboutPage'));
const ContactPage = routePage(() => import('./public/pages/ContactPage'));
const NotFoundPage = routePage(() => import('./public/pages/NotFoundPage'));

/** The public routes: rendered by the server (entry-server.tsx) and hydrated in the browser. */
export const publicRoutes = (
  <Route element={<PublicLayout />}>
    <Route index element={<HomePage />} />
    <Route path="products" element={<ProductsPage />} />
    <Route path="products/:slug" element={<ProductPage />} />
    <Route path="category/:categoryId" element={<CategoryPage />} />
    <Route path="gallery" element={<GalleryPage />} />
    <Route path="about-us" element={<AboutPage />} />
    <Route path="contact" element={<ContactPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

/** Loads the code of the public page at `pathname`, before hydrating it. */
export async function preloadPage(pathname: string) {
  const matches = matchRoutes(createRoutesFromElements(publicRoutes), pathname) ?? [];
  const pages = matches
    .map(({ route }) => (isValidElement(route.element) ? route.element.type : null))
    .filter((page): page is RoutePage => typeof page === 'function' && 'preload' in page);
  await Promise.all(pages.map((page) => page.preload()));
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={null}>
            <AdminApp />
          </Suspense>
        }
      />
      {publicRoutes}
    </Routes>
  );
}

/**
 * The server's answers for the page it rendered, while the visitor is still on that history entry
 * (its key as the app started: 'default' for a new entry, the saved one when the page is
 * reloaded after moving within the site); pages opened afterwards load their own data.
 */
function FirstPageAnswers({ initial, children }: { initial: InitialAnswers | null; children: ReactNode }) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  return <InitialAnswersContext value={key === firstKey ? initial : null}>{children}</InitialAnswersContext>;
}

export default function App({ initial = null }: { initial?: InitialAnswers | null }) {
  return (
    <BrowserRouter>
      <FirstPageAnswers initial={initial}>
        <AppRoutes />
      </FirstPageAnswers>
    </BrowserRouter>
  );
}
