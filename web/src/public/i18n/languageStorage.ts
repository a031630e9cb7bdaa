/**
 * Where the visitor's chosen language is kept (localStorage). Apart from languageChoice.ts, which
 * reads and writes it, so that the page's first script can tell whether there is a choice at all
 * without loading anything.
 */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Whether a language other than English was chosen in this browser. */
export function hasChosenLanguage(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
