/** The printed bill's and packing slip's words in each language: both are printed in the customer's (the order's `lang`). */
import type { BillKind, Language, PaymentMethod, PaymentStatus } from '@catalogue/domain';

interface PrintWords {
  kinds: Record<BillKind, string>;
  packingSlip: string;
  billNumber: string;
  date: string;
  order: string;
  billTo: string;
  deliverTo: string;
  name: string;
  phone: string;
  area: string;
  address: string;
  note: string;
  item: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  hsn: string;
  rate: string;
  taxable: string;
  cgst: string;
  sgst: string;
  subtotal: string;
  delivery: string;
  free: string;
  toBeConfirmed: string;
  total: string;
  inWords: string;
  payment: string;
  paymentStatus: Record<PaymentStatus, string>;
  paymentMethod: Record<PaymentMethod, string>;
  reference: string;
  gstin: string;
  fssai: string;
  packedBy: string;
  taxIncluded: string;
  thanks: string;
}

export const PRINT_WORDS: Record<Language, PrintWords> = {
  en: {
    kinds: { supply: 'Bill of supply', tax: 'Tax invoice' },
    packingSlip: 'Packing slip',
    billNumber: 'Bill no.',
    date: 'Date',
    order: 'Order',
    billTo: 'Bill to',
    deliverTo: 'Deliver to',
    name: 'Name',
    phone: 'Phone',
    area: 'Area / pincode',
    address: 'Address',
    note: 'Note',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Price',
    amount: 'Amount',
    hsn: 'HSN',
    rate: 'GST %',
    taxable: 'Taxable value',
    cgst: 'CGST',
    sgst: 'SGST',
    subtotal: 'Subtotal',
    delivery: 'Delivery',
    free: 'Free',
    toBeConfirmed: 'to be confirmed',
    total: 'Total',
    inWords: 'Amount in words',
    payment: 'Payment',
    paymentStatus: { unpaid: 'Not paid yet', paid: 'Paid', refunded: 'Refunded' },
    paymentMethod: { upi: 'by UPI', cash: 'in cash' },
    reference: 'ref.',
    gstin: 'GSTIN',
    fssai: 'FSSAI Lic. No.',
    packedBy: 'Packed by',
    taxIncluded: 'Prices include GST.',
    thanks: 'Thank you!',
  },
  ta: {
    kinds: { supply: 'வழங்கல் ரசீது (Bill of supply)', tax: 'வரி விலைப்பட்டியல் (Tax invoice)' },
    packingSlip: 'பேக்கிங் சீட்டு',
    billNumber: 'ரசீது எண்',
    date: 'தேதி',
    order: 'ஆர்டர்',
    billTo: 'வாடிக்கையாளர்',
    deliverTo: 'அனுப்ப வேண்டிய இடம்',
    name: 'பெயர்',
    phone: 'தொலைபேசி',
    area: 'பகுதி / பின்கோடு',
    address: 'முகவரி',
    note: 'குறிப்பு',
    item: 'பொருள்',
    quantity: 'எண்ணிக்கை',
    unitPrice: 'விலை',
    amount: 'தொகை',
    hsn: 'HSN',
    rate: 'GST %',
    taxable: 'வரிக்குட்பட்ட மதிப்பு',
    cgst: 'CGST',
    sgst: 'SGST',
    subtotal: 'கூட்டுத்தொகை',
    delivery: 'டெலிவரி',
    free: 'இலவசம்',
    toBeConfirmed: 'பின்னர் உறுதிசெய்யப்படும்',
    total: 'மொத்தம்',
    inWords: 'தொகை எழுத்தில்',
    payment: 'பணம்',
    paymentStatus: { unpaid: 'இன்னும் செலுத்தப்படவில்லை', paid: 'செலுத்தப்பட்டது', refunded: 'திருப்பி அளிக்கப்பட்டது' },
    paymentMethod: { upi: 'UPI மூலம்', cash: 'ரொக்கமாக' },
    reference: 'குறிப்பு எண்',
    gstin: 'GSTIN',
    fssai: 'FSSAI உரிம எண்',
    packedBy: 'பேக் செய்தவர்',
    taxIncluded: 'விலைகளில் GST அடங்கும்.',
    thanks: 'நன்றி!',
  },
};
