import { describe, expect, it } from 'vitest';
import type { User } from '@catalogue/domain';
import { mayOpen } from '../../src/admin/layout/roleAccess';

const as = (role: User['role']): User => ({ uid: 'u', name: 'N', email: 'n@example.com', role });

describe('mayOpen', () => {
  it('opens every screen to an administrator', () => {
    for (const path of ['/admin', '/admin/site/business', '/admin/team', '/admin/backup', '/admin/orders']) expect(mayOpen(as('admin'), path)).toBe(true);
  });

  it('opens the dashboard, the order book (and what is under it), the stock counts and the devices to a helper, nothing else', () => {
    for (const path of ['/admin', '/admin/', '/admin/orders', '/admin/orders/abc/slip', '/admin/stock', '/admin/devices']) expect(mayOpen(as('staff'), path), path).toBe(true);
    for (const path of ['/admin/site', '/admin/site/business', '/admin/team', '/admin/products', '/admin/products/edit/x', '/admin/ordersx', '/admin/trash', '/admin/backup', '/admin/navigation', '/admin/devices/x', '/admin/customers', '/admin/stockx'])
      expect(mayOpen(as('staff'), path), path).toBe(false);
  });
});
