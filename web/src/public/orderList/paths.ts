/** The order list's own address (a page, so it can be bookmarked, shared and reached with Back). */
export const ORDER_LIST_PATH = '/order-list';
