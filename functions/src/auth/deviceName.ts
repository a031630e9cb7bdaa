/**
 * A device as the owner would name it in a list of sessions ("Chrome on Android"), from the
 * User-Agent header. Only the common browsers and systems are told apart; anything else is named
 * "Unknown browser" / "unknown device", never by the raw header, which the caller controls.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceName(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 1000);
  const browser = firstMatch(ua, BROWSERS) ?? 'Unknown browser';
  const system = firstMatch(ua, SYSTEMS) ?? 'unknown device';
  return `${browser} on ${system}`;
}
