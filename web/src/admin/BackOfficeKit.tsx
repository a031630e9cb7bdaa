import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from './theme/system';

/** The back office's kit (Chakra UI with the shop's theme), around the screens drawn with it. */
export function BackOfficeKit({ children }: { children: ReactNode }) {
  return <ChakraProvider value={appSystem}>{children}</ChakraProvider>;
}

/**
 * The screens drawn with the kit, as one layout route: the kit comes with the first of them opened,
 * and stays mounted while the owner moves between them. The shell, the login and the dashboard do without.
 */
export function KitScreens() {
  return (
    <BackOfficeKit>
      <Outlet />
    </BackOfficeKit>
  );
}
