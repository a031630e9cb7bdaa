/** The shop's calendar: its days are India's (UTC+5:30), wherever the owner's device is. */
const SHOP_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in the shop, YYYY-MM-DD (a date input's value). */
export const todayInShop = () => SHOP_DAY.format(new Date());
