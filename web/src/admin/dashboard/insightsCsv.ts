/** The dashboard's figures as a CSV file (RFC 4180), built in the browser from `GET /api/insights`. */
import type { Insights } from '@catalogue/domain';

/**
 * One field: quoted when it holds a comma, a quote, a line break or edge spaces (quotes doubled);
 * text a spreadsheet would run as a formula (=, +, -, @ first) is kept as text with a leading '.
 */
function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const row = (fields: (string | number)[]) => fields.map(csvField).join(',');

/** One row a day (date, orders, revenue, paid, linkOpens), then the top products and the top sizes, each under its own title and header. */
export function insightsCsv(insights: Insights): string {
  const rows = [
    row(['date', 'orders', 'revenue', 'paid', 'linkOpens']),
    ...insights.days.map((day) => row([day.date, day.orders, day.revenue, day.paid, day.linkOpens])),
    '',
    row(['Top products']),
    row(['product', 'quantity', 'orders']),
    ...insights.topProducts.map((product) => row([product.name, product.quantity, product.orders])),
    '',
    row(['Top sizes']),
    row(['product', 'size', 'quantity']),
    ...insights.topSizes.map((size) => row([size.name, size.sizeLabel, size.quantity])),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

/** Saves a CSV file through the browser's download; a byte-order mark first, so spreadsheets read it as UTF-8 (product names in any script). */
export function downloadCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
