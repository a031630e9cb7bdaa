import { BackOfficeKit } from '../BackOfficeKit';
import { AdminLayout } from './AdminLayout';

/** Every signed-in screen: the kit around the back office's layout (sidebar, header, the screen). */
export function SignedInShell() {
  return (
    <BackOfficeKit>
      <AdminLayout />
    </BackOfficeKit>
  );
}
