/**
 * What the back office shows a helper (role `staff`): the dashboard's order card and low stock, the
 * order book (with an order's bill and packing slip under it), the stock counts and their own devices. The API enforces the same
 * split route by route (functions/src/http/access.ts); this only keeps a helper from screens that
 * would answer 403.
 */
import { isStaff, type User } from '@catalogue/domain';

/** Screens a helper may open: exactly this path, or (`under`) anything below it. */
const STAFF_SCREENS: { path: string; under: boolean }[] = [
  { path: '/admin', under: false },
  { path: '/admin/orders', under: true },
  { path: '/admin/stock', under: false },
  { path: '/admin/devices', under: false },
];

const staffMayOpen = (pathname: string) => {
  const path = pathname.replace(/\/+$/, '') || '/';
  return STAFF_SCREENS.some((screen) => path === screen.path || (screen.under && path.startsWith(`${screen.path}/`)));
};

/** Whether the signed-in user may open the back-office screen at `pathname`. */
export const mayOpen = (user: User | null | undefined, pathname: string) => !isStaff(user) || staffMayOpen(pathname);
