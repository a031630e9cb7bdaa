import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './queryClient';
import { OfflineData } from './offline/OfflineData';

/**
 * What every back-office screen has, the login screen included: server state (TanStack Query, kept
 * for offline reading). The kit comes with the screens drawn with it (KitScreens, BackOfficeKit.tsx).
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineData>{children}</OfflineData>
    </QueryClientProvider>
  );
}
