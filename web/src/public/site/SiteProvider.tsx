import { use, type ReactNode } from 'react';
import { DEFAULT_SITE_SETTINGS, type SiteData } from '@catalogue/domain';
import { getSite } from '../../api/site';
import { SiteContext } from '../../components/site';
import { peek, prefetched, useInitialAnswers } from '../data';

/** When the API cannot answer: the neutral defaults (they say nothing untrue) and no testimonials. */
export const FALLBACK_SITE: SiteData = {
  settings: { ...DEFAULT_SITE_SETTINGS, version: 0, savedAt: '', savedBy: null },
  testimonials: [],
};

let loading: Promise<SiteData> | null = null;
/** The site data once the browser has it (from the server's page or the API): later pages never suspend for it. */
let known: SiteData | null = null;

/**
 * The site data, asked for once per page load (unless the server's page carried it). Kept for the
 * whole visit, so a later page never waits for it again.
 */
export function loadSite(): Promise<SiteData> {
  loading ??= getSite().then((result) => (known = result.data ?? FALLBACK_SITE));
  return loading;
}

/** Test helper: the next `loadSite` asks again. */
export function forgetSite() {
  loading = null;
  known = null;
}

/**
 * Gives every public component the site data: the answer the server rendered from, else it
 * suspends until the data is there, so the page is first drawn with the business's own words and
 * nothing moves when they arrive.
 */
export function SiteProvider({ children }: { children: ReactNode }) {
  const initial = useInitialAnswers();
  const served = initial && (peek(initial, () => prefetched('/site', undefined, getSite))?.data ?? FALLBACK_SITE);
  if (served && typeof window !== 'undefined') known ??= served;
  return <SiteContext value={served || known || use(loadSite())}>{children}</SiteContext>;
}
