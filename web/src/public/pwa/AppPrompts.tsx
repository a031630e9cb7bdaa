/**
 * What makes the shop an installable app, loaded once the page is up (AppPromptsSlot): registers
 * the service worker, saves each page the visitor sees for offline use, offers "Update" when a new
 * version waits, and from the second visit on offers to install the shop (Chrome's prompt; on an
 * iPhone or iPad the Add to Home Screen steps), unless it is installed or the visitor said "Not now".
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { isOrderPagePath } from '@catalogue/domain';
import { useText } from '../i18n/useText';
import { heldInstallPrompt, onInstallPromptChange, promptInstall } from './installPrompt';
import { applyUpdate, keepPage, registerWorker } from './serviceWorker';
import { countVisit, declineInstall, installDeclined } from './visits';
import './AppPrompts.css';

/** Visits before the install offer shows: the first visit is left alone. */
const OFFER_FROM_VISIT = 2;

const installed = () => window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
/** iPhone and iPad (iPadOS names itself a Mac with a touch screen): no install prompt, but Add to Home Screen in the Share menu. */
const appleMobile = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
const savesData = () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** Saves every public page the visitor sees (not a customer's own order page: it is theirs alone, and never kept). */
function useKeepSeenPages(ready: boolean) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (ready && !savesData() && !isOrderPagePath(pathname)) void keepPage(pathname + search);
  }, [ready, pathname, search]);
}

function UpdateNotice({ worker }: { worker: ServiceWorker | null }) {
  const text = useText();
  return (
    <div className="app-prompt-status" role="status">
      {worker && (
        <div className="app-prompt">
          <p className="app-prompt-text">{text('pwa.updateReady')}</p>
          <div className="app-prompt-actions">
            <button type="button" className="btn btn-green" onClick={() => applyUpdate(worker)}>
              {text('pwa.update')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

type Offer = 'prompt' | 'apple' | null;

function InstallOffer({ visits }: { visits: number }) {
  const text = useText();
  // Closed by "Not now" (remembered), or by installing from it.
  const [closed, setClosed] = useState(installDeclined);
  const canPrompt = useSyncExternalStore(onInstallPromptChange, () => heldInstallPrompt() !== null);
  const offer: Offer = closed || visits < OFFER_FROM_VISIT || installed() ? null : canPrompt ? 'prompt' : appleMobile() ? 'apple' : null;
  if (!offer) return null;
  const notNow = () => {
    declineInstall();
    setClosed(true);
  };
  // Declining the browser's own dialog is a "Not now" too.
  const install = async () => {
    if (await promptInstall()) setClosed(true);
    else notNow();
  };
  return (
    <section className="app-prompt" aria-labelledby="install-offer-title">
      <h2 id="install-offer-title" className="app-prompt-title">
        {text('pwa.installTitle')}
      </h2>
      <p className="app-prompt-text">{text('pwa.installText')}</p>
      {offer === 'apple' && <p className="app-prompt-text">{text('pwa.iosSteps')}</p>}
      <div className="app-prompt-actions">
        {offer === 'prompt' && (
          <button type="button" className="btn btn-green" onClick={() => void install()}>
            {text('pwa.install')}
          </button>
        )}
        <button type="button" className="btn btn-outline" onClick={notNow}>
          {text('pwa.notNow')}
        </button>
      </div>
    </section>
  );
}

export default function AppPrompts() {
  const [visits] = useState(countVisit);
  const [ready, setReady] = useState(false);
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    registerWorker(setWaiting).then(
      () => setReady(true),
      () => undefined,
    );
  }, []);
  useKeepSeenPages(ready);
  return (
    <div className="app-prompts">
      <UpdateNotice worker={waiting} />
      <InstallOffer visits={visits} />
    </div>
  );
}
