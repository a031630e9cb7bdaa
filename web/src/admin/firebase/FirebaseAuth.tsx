/**
 * Firebase Auth in the back office, for Google sign-in: reactfire provides the Firebase app and its
 * Auth to what is inside. Only the screens that sign in with Google or link it load this module, so
 * the Firebase SDK is a chunk of its own, never part of a public page (a build test checks that).
 * The project's public settings come from the API (`GET /api/auth/firebase-config`), which also
 * names the Auth emulator on the local stack. The auth domain is the site's own: Firebase Hosting
 * serves the sign-in helper pages (`/__/auth/*`) on every domain of the site, so the popup and its
 * frame are same-origin and survive browsers that partition third-party storage.
 * The browser keeps no Firebase sign-in (in-memory persistence): each one is exchanged for a server
 * session and ended at once (googleSignIn.ts).
 */
import type { ReactNode } from 'react';
import type { FirebaseApp } from 'firebase/app';
import { browserPopupRedirectResolver, connectAuthEmulator, inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { AuthProvider, FirebaseAppProvider, useFirebaseApp } from 'reactfire';
import type { FirebaseClientConfig } from '@catalogue/domain';
import { useFirebaseConfig } from '../../api/session.queries';

/** One Auth per Firebase app: initializeAuth and connectAuthEmulator may run only once for it. */
const auths = new WeakMap<FirebaseApp, Auth>();

function authOf(app: FirebaseApp, emulatorUrl: string | null): Auth {
  let auth = auths.get(app);
  if (!auth) {
    auth = initializeAuth(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
    if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
    auths.set(app, auth);
  }
  return auth;
}

function WithAuth({ config, children }: { config: FirebaseClientConfig; children: ReactNode }) {
  const app = useFirebaseApp();
  return <AuthProvider sdk={authOf(app, config.authEmulatorUrl)}>{children}</AuthProvider>;
}

/**
 * Renders `children` with Firebase Auth (reactfire's `useAuth`), `pending` while the settings are
 * read, `unavailable` when they cannot be.
 */
export function FirebaseAuth({ children, pending, unavailable }: { children: ReactNode; pending: ReactNode; unavailable: ReactNode }) {
  const config = useFirebaseConfig();
  if (config.isPending) return pending;
  if (config.isError) return unavailable;
  const firebaseConfig = { apiKey: config.data.apiKey, projectId: config.data.projectId, authDomain: window.location.host };
  return (
    <FirebaseAppProvider firebaseConfig={firebaseConfig}>
      <WithAuth config={config.data}>{children}</WithAuth>
    </FirebaseAppProvider>
  );
}
