/**
 * The addresses of the screens the owner opens most: their reads are sent as the page starts
 * (earlyReads.ts) and, signed in, their code is asked for with the page (web/vite.config.ts screenPreloads).
 */
export const LANDING_ADDRESSES = {
  dashboard: /^\/admin\/?$/,
  orders: /^\/admin\/orders\/?$/,
  products: /^\/admin\/products\/?$/,
} as const;
