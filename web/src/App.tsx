import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { InitialAnswersContext, type InitialAnswers } from './public/data';
import { PublicLayout } from './public/layout/PublicLayout';

// Every page is its own chunk; the back office is never loaded on public pages.
const AdminApp = lazy(() => import('./admin/AdminApp'));
const HomePage = lazy(() => import('./public/home/HomePage'));
const ProductsPage = lazy(() => import('./public/pages/ProductsPage'));
const ProductPage = lazy(() => import('./public/pages/ProductPage'));
const CategoryPage = lazy(() => import('./public/pages/CategoryPage'));
const GalleryPage = lazy(() => import('./public/pages/GalleryPage'));
const AboutPage = lazy(() => import('./public/pages/AboutPage'));
const ContactPage = lazy(() => import('./public/pages/ContactPage'));
const NotFoundPage = lazy(() => import('./public/pages/NotFoundPage'));

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
 * The server's answers for the page it rendered, while the visitor is still on that address (the
 * first history entry's key is 'default'); pages opened afterwards load their own data.
 */
function FirstPageAnswers({ initial, children }: { initial: InitialAnswers | null; children: ReactNode }) {
  const first = useLocation().key === 'default';
  return <InitialAnswersContext value={first ? initial : null}>{children}</InitialAnswersContext>;
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
