import { businessDay } from '@catalogue/domain';

/** Today in the shop, YYYY-MM-DD (a date input's value): India's day (UTC+5:30), wherever the owner's device is. */
export const todayInShop = () => businessDay(new Date());
