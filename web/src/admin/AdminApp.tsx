/**
 * The back office, at /admin/*: its own page's app (admin.html, main.tsx here), and lazy-loaded by
 * the public App in development, so visitors never download it. Every route below is relative to /admin.
 */
import { isValidElement, lazy, Suspense, type ComponentType } from 'react';
import { createRoutesFromElements, matchRoutes, Navigate, Route, useRoutes } from 'react-router-dom';
import { AdminProviders } from './AdminProviders';
import { SessionProvider } from './session/SessionProvider';
import { LoginPage } from './session/LoginPage';
import { Loading } from './components/Loading';
import { pause } from './pause';
import { switchOnKitGlobalStyles } from './theme/kitGlobalStyles';

interface Preloadable {
  preload: () => Promise<unknown>;
}

/** A screen's chunk, downloaded the first time its route is opened (the shell shows Loading meanwhile), or by preloadScreen. */
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return Object.assign(
    lazy(async () => ({ default: await load() })),
    { preload: load } satisfies Preloadable,
  );
}

// The signed-in shell too (the login page does without), and the kit with the first screen drawn
// with it: the shell, the dashboard, the order book and the product list do without. The kit's
// system is evaluated in a task of its own first (with the screen, it was one long task on a phone).
const AdminLayout = lazyScreen(() => import('./layout/AdminLayout').then((m) => m.AdminLayout));
const loadKit = async () => {
  await import('./theme/system');
  await pause();
  return import('./BackOfficeKit');
};
const KitScreens = lazyScreen(async () => {
  const [{ KitScreens }] = await Promise.all([loadKit(), switchOnKitGlobalStyles()]);
  return KitScreens;
});
const Dashboard = lazyScreen(() => import('./dashboard/Dashboard').then((m) => m.Dashboard));
const OrderList = lazyScreen(() => import('./orders/OrderList').then((m) => m.OrderList));
const BillPage = lazyScreen(() => import('./bills/BillPage').then((m) => m.BillPage));
const SlipPage = lazyScreen(() => import('./bills/SlipPage').then((m) => m.SlipPage));
const ProductList = lazyScreen(() => import('./products/ProductList').then((m) => m.ProductList));
const ProductForm = lazyScreen(() => import('./products/ProductForm').then((m) => m.ProductForm));
const StockScreen = lazyScreen(() => import('./stock/StockScreen').then((m) => m.StockScreen));
const CategoryList = lazyScreen(() => import('./categories/CategoryList').then((m) => m.CategoryList));
const CategoryForm = lazyScreen(() => import('./categories/CategoryForm').then((m) => m.CategoryForm));
const SimpleCategoryForm = lazyScreen(() => import('./categories/SimpleCategoryForm').then((m) => m.SimpleCategoryForm));
const GalleryList = lazyScreen(() => import('./gallery/GalleryList').then((m) => m.GalleryList));
const GalleryForm = lazyScreen(() => import('./gallery/GalleryForm').then((m) => m.GalleryForm));
const NavigationManager = lazyScreen(() => import('./navigation/NavigationManager').then((m) => m.NavigationManager));
const SiteSection = lazyScreen(() => import('./site/SiteSection').then((m) => m.SiteSection));
const BusinessForm = lazyScreen(() => import('./site/BusinessForm').then((m) => m.BusinessForm));
const HoursForm = lazyScreen(() => import('./site/HoursForm').then((m) => m.HoursForm));
const HomeForm = lazyScreen(() => import('./site/HomeForm').then((m) => m.HomeForm));
const AboutForm = lazyScreen(() => import('./site/AboutForm').then((m) => m.AboutForm));
const LeadsForm = lazyScreen(() => import('./site/LeadsForm').then((m) => m.LeadsForm));
const DeliveryForm = lazyScreen(() => import('./site/DeliveryForm').then((m) => m.DeliveryForm));
const PaymentsForm = lazyScreen(() => import('./site/PaymentsForm').then((m) => m.PaymentsForm));
const LegalForm = lazyScreen(() => import('./site/LegalForm').then((m) => m.LegalForm));
const PoliciesForm = lazyScreen(() => import('./site/PoliciesForm').then((m) => m.PoliciesForm));
const MessagesForm = lazyScreen(() => import('./site/MessagesForm').then((m) => m.MessagesForm));
const TestimonialsManager = lazyScreen(() => import('./site/TestimonialsManager').then((m) => m.TestimonialsManager));
const TrashList = lazyScreen(() => import('./trash/TrashList').then((m) => m.TrashList));
const SiteHistory = lazyScreen(() => import('./site/SiteHistory').then((m) => m.SiteHistory));
const Devices = lazyScreen(() => import('./session/Devices').then((m) => m.Devices));
const BackupScreen = lazyScreen(() => import('./backup/BackupScreen').then((m) => m.BackupScreen));
const CustomersScreen = lazyScreen(() => import('./customers/CustomersScreen').then((m) => m.CustomersScreen));
const CustomerScreen = lazyScreen(() => import('./customers/CustomerScreen').then((m) => m.CustomerScreen));
const TeamScreen = lazyScreen(() => import('./team/TeamScreen').then((m) => m.TeamScreen));

const routes = createRoutesFromElements(
  <>
    <Route path="login" element={<LoginPage />} />
    <Route element={<AdminLayout />}>
      <Route index element={<Dashboard />} />
      <Route path="orders" element={<OrderList />} />
      <Route path="products" element={<ProductList />} />
      <Route element={<KitScreens />}>
        <Route path="orders/:id/bill" element={<BillPage />} />
        <Route path="orders/:id/slip" element={<SlipPage />} />
        <Route path="products/new" element={<ProductForm />} />
        <Route path="products/edit/:id" element={<ProductForm />} />
        <Route path="stock" element={<StockScreen />} />
        <Route path="categories" element={<CategoryList />} />
        <Route path="categories/new" element={<CategoryForm />} />
        <Route path="categories/simple" element={<SimpleCategoryForm />} />
        <Route path="categories/edit/:id" element={<CategoryForm />} />
        <Route path="gallery" element={<GalleryList />} />
        <Route path="gallery/new" element={<GalleryForm kind="standard" />} />
        <Route path="gallery/edit/:id" element={<GalleryForm kind="standard" />} />
        <Route path="gallery/simple" element={<GalleryForm kind="simple" />} />
        <Route path="gallery/simple/new" element={<GalleryForm kind="simple" />} />
        <Route path="gallery/simple/edit/:id" element={<GalleryForm kind="simple" />} />
        <Route path="gallery/simple2" element={<GalleryForm kind="simple2" />} />
        <Route path="gallery/json" element={<GalleryForm kind="json" />} />
        <Route path="navigation" element={<NavigationManager />} />
        <Route path="devices" element={<Devices />} />
        <Route path="backup" element={<BackupScreen />} />
        <Route path="trash" element={<TrashList />} />
        <Route path="customers" element={<CustomersScreen />} />
        <Route path="customers/:id" element={<CustomerScreen />} />
        <Route path="team" element={<TeamScreen />} />
        <Route path="site" element={<SiteSection />}>
          <Route index element={<Navigate to="business" replace />} />
          <Route path="business" element={<BusinessForm />} />
          <Route path="hours" element={<HoursForm />} />
          <Route path="home" element={<HomeForm />} />
          <Route path="about" element={<AboutForm />} />
          <Route path="introductions" element={<LeadsForm />} />
          <Route path="delivery" element={<DeliveryForm />} />
          <Route path="payments" element={<PaymentsForm />} />
          <Route path="legal" element={<LegalForm />} />
          <Route path="policies" element={<PoliciesForm />} />
          <Route path="messages" element={<MessagesForm />} />
          <Route path="testimonials" element={<TestimonialsManager />} />
          <Route path="history" element={<SiteHistory />} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Route>
  </>,
);

/**
 * Starts downloading the chunk of the screen at `pathname` (a back-office address), so that a page
 * opened at a screen gets its code with the app's, not after the session check has rendered it.
 */
export function preloadScreen(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname, '/admin') ?? []) {
    const screen = isValidElement(route.element) ? route.element.type : null;
    if (screen && typeof screen === 'object' && 'preload' in screen) void (screen as Preloadable).preload();
  }
}

export default function AdminApp() {
  const screen = useRoutes(routes);
  return (
    <AdminProviders>
      <SessionProvider>
        <Suspense fallback={<Loading />}>{screen}</Suspense>
      </SessionProvider>
    </AdminProviders>
  );
}
