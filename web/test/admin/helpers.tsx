import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, createRoutesFromElements, Route, RouterProvider } from 'react-router-dom';
import type { Category } from '@catalogue/domain';
import { AdminProviders } from '../../src/admin/AdminProviders';
import { BackOfficeKit } from '../../src/admin/BackOfficeKit';

/**
 * Renders an admin screen at a path inside the back office's providers and kit, with stand-ins for the list
 * screens it redirects to, on a data router as in the app (forms block leaving with unsaved changes).
 */
export function renderAt(path: string, routePath: string, element: ReactElement) {
  const router = createMemoryRouter(
    createRoutesFromElements(
      <>
        <Route path={routePath} element={element} />
        <Route path="/admin/products" element={<h1>Products list</h1>} />
        <Route path="/admin/categories" element={<h1>Categories list</h1>} />
        <Route path="/admin/gallery" element={<h1>Gallery list</h1>} />
        <Route path="/admin/login" element={<h1>Login page</h1>} />
      </>,
    ),
    { initialEntries: [path] },
  );
  return render(
    <AdminProviders>
      <BackOfficeKit>
        <RouterProvider router={router} />
      </BackOfficeKit>
    </AdminProviders>,
  );
}

export const category = (id: string, name: string, extra: Partial<Category> = {}): Category => ({
  _id: id,
  name,
  slug: id,
  description: '',
  image: '',
  order: 0,
  parent: null,
  showInNav: false,
  showInProductsDropdown: true,
  createdAt: '',
  updatedAt: '',
  ...extra,
});

/** A promise whose resolution the test controls. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export function fileOfSize(name: string, bytes: number, type = 'image/png') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}
