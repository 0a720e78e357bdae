/** Business constants of product-spec.md section 9 that both sides use. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MOBILE_BREAKPOINT_PX = 768;
export const HISTORY_PAGE_SIZE = 10;
export const RECENT_TRANSACTIONS_LIMIT = 5;
/** The most rows one page of a list may ask for. */
export const MAX_PAGE_SIZE = 50;
export const LANDING_SKELETON_COUNT = 6;
export const ADMIN_TOOLTIP_DELAY_MS = 300;
export const SYMBOL_MAX_LENGTH = 5;
/** The fiat currency of the platform. It is not a coin: GET /api/coins never lists it. */
export const FIAT_CURRENCY = 'KES';
export const DISPLAY_LOCALE = 'en-KE';
export const DISPLAY_TIME_ZONE = 'Africa/Nairobi';

/**
 * The price chart's candle sizes (GET /api/market/candles). Here rather than beside the candle
 * schemas in market.ts: the trade screen needs the list, and importing it from a module of zod
 * schemas brought zod (22 KB compressed) into the screen's first download (issue 16).
 */
export const CANDLE_INTERVALS = ['15m', '1h', '1d'] as const;
