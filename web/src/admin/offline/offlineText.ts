import { businessDay } from '@catalogue/domain';
import { formatDay, formatTime } from '../../components/format';

/**
 * The offline banner's words: when what the screen shows was loaded, on the business's clock
 * ("at 14:05", "at 14:05 on 27 Nov 2026" from another day), or that nothing was.
 */
export function offlineBannerText(loadedAt: number | null, now = Date.now()): string {
  if (loadedAt === null) return 'Offline: nothing on this screen was loaded before the connection was lost.';
  const loaded = new Date(loadedAt);
  const day = businessDay(loaded);
  const when = day === businessDay(new Date(now)) ? formatTime(loaded) : `${formatTime(loaded)} on ${formatDay(day)}`;
  return `Offline: showing what was loaded at ${when}`;
}
