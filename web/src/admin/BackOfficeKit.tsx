import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from './theme/system';
import { Toaster } from './components/Toaster';

/** The back office's kit (Chakra UI with the shop's theme) and its toasts, around the signed-in screens: the login screen does without. */
export function BackOfficeKit({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
