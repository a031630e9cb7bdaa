/** The site settings and the shown testimonials, as `GET /api/site` answers with them and every public page reads them. */
import { inLanguage, type Language, type SiteData } from '@catalogue/domain';
import { currentSiteSettings } from '../store/siteSettings';
import { shownTestimonials, toApi as testimonialToApi } from '../store/testimonials';

/** In `language` when given (`?lang=`): the settings' and testimonials' texts in it where translated, without `translations`. */
export async function siteData(language?: Language): Promise<SiteData> {
  const [settings, testimonials] = await Promise.all([currentSiteSettings(), shownTestimonials()]);
  const data = { settings, testimonials: testimonials.map(testimonialToApi) };
  if (!language) return data;
  return { settings: inLanguage(data.settings, language), testimonials: data.testimonials.map((t) => inLanguage(t, language)) };
}
