/**
 * The shop's legal details (Site → Legal): the FSSAI licence or registration number, the maker and
 * packer, the consumer-care contact, the grievance officer and the GSTIN; what a label and an online
 * listing of packaged food must show, and what a bill prints.
 *
 * Sources, as read in November 2026:
 * - FSSAI: the licence or registration number is 14 digits (Food Safety and Standards (Licensing and
 *   Registration of Food Businesses) Regulations 2011; FSSAI's e-commerce guidance of 2017 and its
 *   labelling and display regulations 2020 ask for it, with the logo, on food sold online).
 * - Legal Metrology (Packaged Commodities) Rules 2011, rule 6 and (e-commerce) rule 6(10), amended
 *   2017: the maker's or packer's name and address and a consumer-care contact on the listing.
 * - Consumer Protection (E-Commerce) Rules 2020, rules 4(4)-(5) and 6: the seller's details and a
 *   grievance officer (name, designation, contact).
 * - GSTIN: 2 digits of state code, the 10-character PAN, the entity number, 'Z' and a check character
 *   computed over the first 14 in base 36 with weights 1, 2, 1, 2… (the "Luhn mod N" algorithm for
 *   N = 36, as GSTN publishes it for its GSTIN validation; e.g. https://en.wikipedia.org/wiki/Luhn_mod_N_algorithm).
 */
// ---- FSSAI ------------------------------------------------------------------------------------

export const FSSAI_LICENCE_MESSAGE = 'An FSSAI licence or registration number is exactly 14 digits';
const FSSAI_LICENCE = /^\d{14}$/;

/** Whether `text` is an FSSAI licence or registration number: exactly 14 digits. */
export const isFssaiLicence = (text: string) => FSSAI_LICENCE.test(text);

// ---- GSTIN ------------------------------------------------------------------------------------

export const GSTIN_MESSAGE = 'A GSTIN is 15 characters: state code, PAN, entity number, Z and a check character (e.g. 33AAPFU0939F1Z2)';

const GSTIN = /^(0[1-9]|[1-3][0-9]|97|99)[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN's check character: its first 14 characters weighted 1, 2, 1, 2… in base 36. */
function gstinCheckCharacter(first14: string): string {
  const sum = [...first14].reduce((total, char, index) => {
    const product = GSTIN_CHARACTERS.indexOf(char) * (index % 2 === 0 ? 1 : 2);
    return total + Math.floor(product / 36) + (product % 36);
  }, 0);
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36];
}

/** Whether `text` is a well-formed GSTIN: its shape and its check character. */
export const isGstin = (text: string) => GSTIN.test(text) && gstinCheckCharacter(text.slice(0, 14)) === text[14];

// ---- The settings' section ------------------------------------------------------------------------

export interface LegalSettings {
  /** 14 digits; '' when not given (the pages leave it out). */
  fssaiLicence: string;
  /** The maker or packer as the label names it; empty: the business's name and address. */
  packer: { name: string; address: string[] };
  consumerCare: { phone: string; email: string };
  grievanceOfficer: { name: string; designation: string; phone: string; email: string };
  /** '' for none: with it, and each product's HSN code and GST rate, a bill is a tax invoice (bill.ts). */
  gstin: string;
}

export const DEFAULT_LEGAL_SETTINGS: LegalSettings = {
  fssaiLicence: '',
  packer: { name: '', address: [] },
  consumerCare: { phone: '', email: '' },
  grievanceOfficer: { name: '', designation: '', phone: '', email: '' },
  gstin: '',
};

/** What `shopLegal` reads: the business's name, address, first phone and email, and the legal section. */
interface LegalSource {
  business: { name: string; address: string[]; phones: { display: string }[]; email: string };
  legal: LegalSettings;
}

/** The legal details as shown: the packer defaults to the business, consumer care to its first phone and email. */
export function shopLegal({ business, legal }: LegalSource): LegalSettings {
  return {
    ...legal,
    packer: { name: legal.packer.name || business.name, address: legal.packer.address.length ? legal.packer.address : business.address },
    consumerCare: { phone: legal.consumerCare.phone || business.phones[0]?.display || '', email: legal.consumerCare.email || business.email },
  };
}

/**
 * Stored settings from before the legal section kept the GSTIN in `business.gstin`: read there when
 * the legal section has none of its own.
 */
export function movedGstin(stored: unknown): string {
  const record = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);
  const legal = record(record(stored, 'legal'), 'gstin');
  if (typeof legal === 'string') return legal;
  const old = record(record(stored, 'business'), 'gstin');
  return typeof old === 'string' ? old : '';
}
