/** Sharing a page: what is shared and the chat link used where the device has no share sheet. */

/** The text of a share: the page's title and its address. */
export const shareText = (title: string, url: string) => `${title} ${url}`;

/** A chat (WhatsApp) link that lets the visitor pick whom to send `text` to. */
export const chatShareLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** Whether the device has a share sheet (the Web Share API). */
export const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
