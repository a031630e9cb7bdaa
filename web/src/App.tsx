import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PublicLayout } from './public/layout/PublicLayout';

// Every page is its own chunk; the back office is never loaded on public pages.
const AdminApp = lazy(() => import('./admin/AdminApp'));
const HomePage = lazy(() => import('./public/home/HomePage'));
const ProductsPage = lazy(() => import('./public/pages/ProductsPage'));
const CategoryPage = lazy(() => import('./public/pages/CategoryPage'));
const GalleryPage = lazy(() => import('./public/pages/GalleryPage'));
const AboutPage = lazy(() => import('./public/pages/AboutPage'));
const ContactPage = lazy(() => import('./public/pages/ContactPage'));
const NotFoundPage = lazy(() => import('./public/pages/NotFoundPage'));

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
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="category/:categoryId" element={<CategoryPage />} />
        <Route path="gallery" element={<GalleryPage />} />
        <Route path="about-us" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export default function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
