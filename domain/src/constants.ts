/** Limits and values both the API and the web app enforce or use (UI settings live beside the code that uses them in web/). */

export const NAV_MAX_VISIBLE_DEFAULT = 5;
export const NAV_MAX_VISIBLE_MIN = 1;
export const NAV_MAX_VISIBLE_MAX = 10;
export const NAV_DROPDOWN_LABEL_DEFAULT = 'More';

export const PRODUCTS_PAGE_FETCH_LIMIT = 1000;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'Image file is too large. Maximum size: 5MB.';
/**
 * The most pixels (width × height) an uploaded image may have: 25 megapixels, which takes a 24 MP
 * camera photo (6000 × 4000). The API reads the size from the image's header and refuses a larger
 * one before decoding it, so a small file declaring huge dimensions costs nothing. Decoding the
 * largest accepted image takes about 40 MB as JPEG, PNG or WebP, 150 MB as GIF and 450 MB as AVIF
 * (scripts/bench/image-memory.ts; functions/src/images/pipeline.ts bounds how many run at once).
 */
export const MAX_IMAGE_PIXELS = 25_000_000;
export const imageTooManyPixelsMessage = (width: number, height: number) =>
  `Image is too large: ${width} × ${height} pixels. Maximum: ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (e.g. 6000 × 4000).`;

/** A day in milliseconds. */
export const DAY_MS = 86_400_000;

export const PRICE_STEP = 0.01;
/** Prices are decimals from 0 to PRICE_MAX (₹) with at most two decimals (PRICE_STEP). */
export const PRICE_MAX = 10_000_000;
/**
 * Orders (categories, gallery items, the navigation's fixed items) are whole numbers from ORDER_MIN
 * to ORDER_MAX: room for 200,000 items in the reorder's steps of 10 either side of 0.
 */
export const ORDER_MIN = -1_000_000;
export const ORDER_MAX = 1_000_000;
/** Text lengths, in UTF-16 code units: names and titles, descriptions, short labels, ids sent by forms. */
export const MAX_NAME_LENGTH = 120;
export const MAX_TEXT_LENGTH = 5000;
export const MAX_LABEL_LENGTH = 60;
export const MAX_ID_LENGTH = 128;
export const GALLERY_DESCRIPTION_MIN = 10;

/** Widths (px) of the responsive WebP renditions made for every uploaded image. */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;
/**
 * Renditions fit inside the largest width × this height: a very tall strip is made narrower instead of huge (WebP stops at 16383 px).
 * It stayed at 4096 when the 1600 px rendition came, so the decoded pixels (at most 1600 × 4096) keep the memory bound.
 */
export const MAX_RENDITION_HEIGHT = 4096;
/** The link-preview (og:image) rendition: a JPEG of this size, the image cropped to cover it. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The end of the API's 409 message when an edit form's entity was changed after the form read it. */
export const CHANGED_SINCE_READ = 'was changed by someone else since you opened it';

/** The API's answer to a request it cannot read (no better message applies), as `message` of a 400. */
export const BAD_REQUEST_MESSAGE = 'Bad request';

/** A page address that is not valid percent-encoding (`/%ff`): the site's 400, as plain text. */
export const MALFORMED_ADDRESS_TEXT = 'Bad Request: the address is not valid.';

/** How long a waiting customer's number is kept when the owner never marks it done (waitlist.ts). */
export const WAITLIST_DAYS = 90;
