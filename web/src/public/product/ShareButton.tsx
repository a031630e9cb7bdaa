import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { canShareNatively, chatShareLink, shareText } from './share';
import { useCopy } from '../components/useCopy';
import { useText } from '../i18n/useText';

/**
 * Shares a page: the device's share sheet (Web Share API) where there is one; otherwise a panel
 * with a chat share link, the address and a Copy link button. Whether there is a share sheet is
 * known only in the browser, after the first render (the server cannot tell); `path` is the page's
 * path, made absolute with the site's address.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  // Both known only in the browser: set after the first render, which matches the server's.
  const [native, setNative] = useState(false);
  const [origin, setOrigin] = useState('');
  const [open, setOpen] = useState(false);
  const { state: copy, copy: copyText, reset: resetCopy } = useCopy();
  const panelId = useId();
  const text = useText();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const url = `${origin}${path}`;

  useEffect(() => {
    setNative(canShareNatively());
    setOrigin(window.location.origin);
  }, []);

  const share = async () => {
    if (!native) {
      resetCopy();
      setOpen((value) => !value);
      return;
    }
    try {
      await navigator.share({ title, text: title, url });
    } catch (error) {
      // The visitor closed the sheet: nothing to do. Anything else: offer the other ways.
      if ((error as DOMException).name !== 'AbortError') setOpen(true);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="share">
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-outline share-button"
        aria-expanded={native ? undefined : open}
        aria-controls={native ? undefined : panelId}
        onClick={() => void share()}
      >
        {text('share.button')}
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape pressed on the focused controls inside closes the panel */}
      <div id={panelId} className="share-panel" hidden={!open} onKeyDown={onPanelKeyDown}>
        <a className="btn btn-green" href={chatShareLink(shareText(title, url))} target="_blank" rel="noopener noreferrer">
          {text('share.whatsApp')}
          <span className="visually-hidden"> {text('common.opensInNewTab')}</span>
        </a>
        <div className="share-copy">
          <label htmlFor={`${panelId}-url`}>{text('share.linkLabel')}</label>
          <input id={`${panelId}-url`} type="url" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="btn btn-outline" onClick={() => void copyText(url)}>
            {text('share.copy')}
          </button>
        </div>
        <p className="share-status" role="status">
          {copy === 'copied' ? text('share.copied') : copy === 'failed' ? text('share.copyFailed') : ''}
        </p>
      </div>
    </div>
  );
}
