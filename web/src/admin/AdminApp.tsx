/**
 * The back office. Lazy-loaded by the public App at /admin/*, so visitors
 * never download it. Every route below is relative to /admin.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import './admin.css';
import { AdminProviders } from './AdminProviders';
import { AuthProvider } from './session/AuthProvider';
import { LoginPage } from './session/LoginPage';
import { AdminLayout } from './layout/AdminLayout';
import { Dashboard } from './dashboard/Dashboard';
import { ProductList } from './products/ProductList';
import { ProductForm } from './products/ProductForm';
import { CategoryList } from './categories/CategoryList';
import { CategoryForm } from './categories/CategoryForm';
import { SimpleCategoryForm } from './categories/SimpleCategoryForm';
import { GalleryList } from './gallery/GalleryList';
import { GalleryForm } from './gallery/GalleryForm';
import { NavigationManager } from './navigation/NavigationManager';

export default function AdminApp() {
  return (
    <AdminProviders>
      <AuthProvider>
        <div className="admin-root">
          <Routes>
            <Route path="login" element={<LoginPage />} />
            <Route element={<AdminLayout />}>
              <Route index element={<Dashboard />} />
              <Route path="products" element={<ProductList />} />
              <Route path="products/new" element={<ProductForm />} />
              <Route path="products/edit/:id" element={<ProductForm />} />
              <Route path="categories" element={<CategoryList />} />
              <Route path="categories/new" element={<CategoryForm />} />
              <Route path="categories/simple" element={<SimpleCategoryForm />} />
              <Route path="categories/edit/:id" element={<CategoryForm />} />
              <Route path="gallery" element={<GalleryList />} />
              <Route path="gallery/new" element={<GalleryForm variant="standard" />} />
              <Route path="gallery/edit/:id" element={<GalleryForm variant="standard" />} />
              <Route path="gallery/simple" element={<GalleryForm variant="simple" />} />
              <Route path="gallery/simple/new" element={<GalleryForm variant="simple" />} />
              <Route path="gallery/simple/edit/:id" element={<GalleryForm variant="simple" />} />
              <Route path="gallery/simple2" element={<GalleryForm variant="simple2" />} />
              <Route path="gallery/json" element={<GalleryForm variant="json" />} />
              <Route path="navigation" element={<NavigationManager />} />
              <Route path="*" element={<Navigate to="/admin" replace />} />
            </Route>
          </Routes>
        </div>
      </AuthProvider>
    </AdminProviders>
  );
}
