/** The site settings and the shown testimonials, as `GET /api/site` answers with them and every public page reads them. */
import type { SiteData } from '@catalogue/domain';
import { currentSiteSettings } from '../store/siteSettings';
import { shownTestimonials, toApi as testimonialToApi } from '../store/testimonials';

export async function siteData(): Promise<SiteData> {
  const [settings, testimonials] = await Promise.all([currentSiteSettings(), shownTestimonials()]);
  return { settings, testimonials: testimonials.map(testimonialToApi) };
}
