/**
 * The business's settings as the public components read them: one context, filled once per page
 * load by the public layout (layout/PublicLayout.tsx, from its loader), and the links and rows built from it.
 */
import { createContext, useContext } from 'react';
import { chatLink, DEFAULT_LANGUAGE, hoursRows, orderMessage, weekdayOf, type DayHours, type HoursRow, type Language, type PhoneNumber, type SiteData, type SiteSettings } from '@catalogue/domain';

export const SiteContext = createContext<SiteData | null>(null);

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite: render inside the SiteContext provider (the public layout provides it).');
  return site;
}

export const telHref = (phone: PhoneNumber) => `tel:${phone.dial}`;

/** A product's order link: the chat with the order message; null without a chat number. */
export const orderLink = (settings: SiteSettings, productName: string) =>
  chatLink(settings.business.chatNumber, orderMessage(settings.messages.order, productName));

/** The chat with the greeting; null without a chat number. */
export const greetingLink = (settings: SiteSettings) => chatLink(settings.business.chatNumber, settings.messages.greeting);

type MapPoint = SiteSettings['business']['map'];
const coordinates = ({ lat, lng }: MapPoint) => (lat == null || lng == null ? null : `${lat},${lng}`);

/** Opens the maps application or site at the business's location; null without a map point. */
export function mapsUrl(map: MapPoint): string | null {
  const point = coordinates(map);
  return point && `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(point)}`;
}

/** The embeddable map, loaded only when the visitor asks for it; null without a map point. */
export function mapsEmbedUrl(map: MapPoint): string | null {
  const point = coordinates(map);
  return point && `https://www.google.com/maps?q=${point}&z=15&output=embed`;
}

/** A public page's title: "<page> | <name>"; the home page (no page title) gets the name and tagline. */
export function siteTitle(business: Pick<SiteSettings['business'], 'name' | 'tagline'>, page: string): string {
  if (page) return `${page} | ${business.name}`;
  return business.tagline ? `${business.name} | ${business.tagline}` : business.name;
}

/** The hours as a visitor reads them (in `language`), the row holding `date`'s weekday marked (none without a date). */
export function hoursToday(days: DayHours[], date: Date | null, language: Language = DEFAULT_LANGUAGE): (HoursRow & { today: boolean })[] {
  const today = date && weekdayOf(date);
  return hoursRows(days, language).map((row) => ({ ...row, today: today !== null && row.weekdays.includes(today) }));
}

/** Whether the hours say anything: at least one open day or a note. */
export const hasHours = (hours: SiteSettings['hours']) => hours.days.some((day) => !day.closed) || hours.note.trim() !== '';
