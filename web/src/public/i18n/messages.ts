/**
 * The public pages' words (messages) per language: English is always there (the pages' default); Tamil is
 * its own chunk, fetched the first time a Tamil page needs it. `loadMessages` is safe to call as
 * often as wanted (one fetch per language): awaited before a Tamil page renders or hydrates, the
 * page never waits for it.
 */
import type { Language } from '@catalogue/domain';
import { en, type Messages } from './en';

const loaded: Partial<Record<Language, Messages>> = { en };
const loading: Partial<Record<Language, Promise<Messages>>> = {};

const importers: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  ta: async () => (await import('./ta')).default,
};

/** The language's messages once they have arrived, else undefined. */
export const loadedMessages = (language: Language): Messages | undefined => loaded[language];

/** The language's messages: at once when they have arrived, else one shared fetch of its chunk. */
export function loadMessages(language: Language): Promise<Messages> {
  const ready = loaded[language];
  if (ready) return Promise.resolve(ready);
  loading[language] ??= importers[language as Exclude<Language, 'en'>]().then((messages) => (loaded[language] = messages));
  return loading[language];
}
