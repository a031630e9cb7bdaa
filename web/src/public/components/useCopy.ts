import { useState } from 'react';

/** Where a copy to the clipboard stands: not tried (or reset), done, or refused by the browser. */
export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text to the clipboard and says how it went (`reset` goes back to idle). */
export function useCopy() {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return { state, copy, reset: () => setState('idle') };
}
