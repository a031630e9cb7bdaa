/** The `translations` a write stores (domain translations.ts): compacted; left out of an update, kept. */
import { compactTranslations, type Translations } from '@catalogue/domain';

/** The change an update writes: the translations sent, compacted; none when they were left out (the stored ones stay). */
export const translationsChange = <T>(sent: Translations<T> | undefined): { translations?: Translations<T> } =>
  sent === undefined ? {} : { translations: compactTranslations(sent) };
