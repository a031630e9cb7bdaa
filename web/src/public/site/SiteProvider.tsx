import { use, type ReactNode } from 'react';
import { DEFAULT_SITE_SETTINGS, type SiteData } from '@catalogue/domain';
import { getSite } from '../../api/site';
import { SiteContext } from '../../components/site';
import { prefetched } from '../data';

/** When the API cannot answer: the neutral defaults (they say nothing untrue) and no testimonials. */
export const FALLBACK_SITE: SiteData = {
  settings: { ...DEFAULT_SITE_SETTINGS, version: 0, savedAt: '', savedBy: null },
  testimonials: [],
};

let loading: Promise<SiteData> | null = null;

/**
 * The site data, asked for once per page load: index.html usually asked already, while the code
 * loaded (public/firstLoad.ts). Kept for the whole visit, so a later page never waits for it again.
 */
export function loadSite(): Promise<SiteData> {
  loading ??= prefetched('/site', undefined, getSite).then((result) => result.data ?? FALLBACK_SITE);
  return loading;
}

/** Test helper: the next `loadSite` asks again. */
export function forgetSite() {
  loading = null;
}

/**
 * Gives every public component the site data. It suspends until the data is there, so the page
 * is first drawn with the business's own words and nothing moves when they arrive.
 */
export function SiteProvider({ children }: { children: ReactNode }) {
  return <SiteContext value={use(loadSite())}>{children}</SiteContext>;
}
