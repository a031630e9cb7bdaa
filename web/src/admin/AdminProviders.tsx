import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { appSystem } from './theme/system';
import { createQueryClient } from './queryClient';
import { Toaster } from './components/Toaster';
import { OfflineData } from './offline/OfflineData';

/** The back office's kit (Chakra UI with the shop's theme), server state (TanStack Query, kept for offline reading) and toasts. */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={appSystem}>
      <QueryClientProvider client={queryClient}>
        <OfflineData>{children}</OfflineData>
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
