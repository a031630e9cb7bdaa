/**
 * "Sign in with Google" on the login page, loaded with the Firebase SDK only when the button is
 * pressed (`start`) or a sign-in comes back from Google's redirect (LoginPage.tsx). The
 * Google sign-in's ID token is exchanged for the same server session a password sign-in gets; an
 * account that is not an administrator is refused by the API with a message shown here. The
 * Firebase sign-in itself is ended as soon as its token is read (googleSignIn.ts). Drawn without the
 * kit, as the login screen is (its look: FieldStyle.css, LoginPage.css).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { FirebaseAuth } from '../firebase/FirebaseAuth';
import { googleErrorMessage, redirectedSignIn, signInWithGoogle } from '../firebase/googleSignIn';
import { useSession } from './SessionProvider';
import { GoogleSignInButton } from './LoginParts';
import { GOOGLE_SIGN_IN_KEY as REMEMBER_KEY, googleSignInUnderWay } from './googleSignInUnderWay';

interface Props {
  rememberMe: boolean;
  onError: (message: string) => void;
  /** Start the sign-in as soon as the button is there (it was pressed before this code was loaded). */
  start: boolean;
}

function GoogleButton({ rememberMe, onError, start: startAtOnce }: Props) {
  const auth = useAuth();
  const { loginWithIdToken } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const exchange = useCallback(
    async (idToken: string, remember: boolean) => {
      const { error } = await loginWithIdToken(idToken, remember);
      if (error) onError(error.message || 'Google sign-in failed. Please try again.');
      else void navigate('/admin', { replace: true });
    },
    [loginWithIdToken, navigate, onError],
  );

  // Back from Google after a redirect: finish that sign-in, once (the result is read only once per page).
  const redirectChecked = useRef(false);
  useEffect(() => {
    if (redirectChecked.current || startAtOnce || !googleSignInUnderWay()) return;
    redirectChecked.current = true;
    void redirectedSignIn(auth)
      .then(async (idToken) => {
        if (!idToken) return;
        setBusy(true);
        await exchange(idToken, sessionStorage.getItem(REMEMBER_KEY) === 'true');
      })
      .catch((error: unknown) => onError(googleErrorMessage(error)))
      .finally(() => {
        sessionStorage.removeItem(REMEMBER_KEY);
        setBusy(false);
      });
  }, [auth, exchange, onError, startAtOnce]);

  const start = async () => {
    onError('');
    setBusy(true);
    sessionStorage.setItem(REMEMBER_KEY, String(rememberMe));
    try {
      const idToken = await signInWithGoogle(auth);
      if (idToken) await exchange(idToken, rememberMe);
    } catch (error) {
      onError(googleErrorMessage(error));
    } finally {
      // Reached only when the page stays (a redirect never returns here).
      sessionStorage.removeItem(REMEMBER_KEY);
      setBusy(false);
    }
  };

  const started = useRef(false);
  useEffect(() => {
    if (!startAtOnce || started.current) return;
    started.current = true;
    void start();
  });

  return <GoogleSignInButton busy={busy} onClick={() => void start()} />;
}

export default function GoogleSignIn(props: Props) {
  return (
    <FirebaseAuth
      pending={<GoogleSignInButton disabled />}
      unavailable={<p className="login-muted login-unavailable">Google sign-in is unavailable right now; sign in with your password.</p>}
    >
      <GoogleButton {...props} />
    </FirebaseAuth>
  );
}
