/** The shop's legal details and policies: the FSSAI and GSTIN checks, the packer and consumer care as shown, the old GSTIN's place, the settings' rules. */
import { describe, expect, test } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import {
  DEFAULT_POLICY_TEXTS,
  DEFAULT_SITE_SETTINGS,
  FSSAI_LICENCE_MESSAGE,
  GSTIN_MESSAGE,
  ORDER_PERSONAL_DAYS,
  WAITLIST_DAYS,
  isFssaiLicence,
  isGstin,
  movedGstin,
  shopLegal,
  siteSettingsSchema,
  siteTranslationsSchema,
  validationErrorsMap,
  type SiteSettings,
} from '../src';

const legalSchema = siteSettingsSchema.fields.legal as AnyObjectSchema;
const deliverySchema = siteSettingsSchema.fields.delivery as AnyObjectSchema;
const policiesSchema = siteSettingsSchema.fields.policies as AnyObjectSchema;

async function errorsOf(schema: AnyObjectSchema, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return validationErrorsMap(error);
    throw error;
  }
}

const legal = (change: Partial<SiteSettings['legal']> = {}) => ({ ...structuredClone(DEFAULT_SITE_SETTINGS.legal), ...change });

describe('the FSSAI number', () => {
  test('is exactly 14 digits', () => {
    expect(isFssaiLicence('12422001000123')).toBe(true);
    for (const bad of ['1242200100012', '124220010001234', '1242200100012a', '', '١٢٤٢٢٠٠١٠٠٠١٢٣', '12422001000123\n']) expect(isFssaiLicence(bad)).toBe(false);
  });

  test('drops the spaces and hyphens typed between digits; anything else is refused on its field', async () => {
    expect((await legalSchema.validate(legal({ fssaiLicence: ' 124 2200 1000 123 ' }))).fssaiLicence).toBe('12422001000123');
    expect((await legalSchema.validate(legal({ fssaiLicence: '12422-00100-0123' }))).fssaiLicence).toBe('12422001000123');
    expect((await legalSchema.validate(legal({ fssaiLicence: '' }))).fssaiLicence).toBe('');
    for (const fssaiLicence of ['1242200100012', '12422001000123 4', '1242200100012\u200b3', 'x'.repeat(5000), '12422001000123\u202e']) {
      expect(Object.keys(await errorsOf(legalSchema, legal({ fssaiLicence })))).toEqual(['fssaiLicence']);
    }
    expect(await errorsOf(legalSchema, legal({ fssaiLicence: '1242200100012' }))).toEqual({ fssaiLicence: FSSAI_LICENCE_MESSAGE });
  });
});

describe('the GSTIN', () => {
  test('checks its shape and its check character (base 36, weights 1 and 2)', () => {
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isGstin('33AAPFU0939F1Z2')).toBe(true);
    expect(isGstin('33AAPFU0939F1Z3')).toBe(false);
    expect(isGstin('00AAPFU0939F1Z2')).toBe(false);
    expect(isGstin('33AAPFU0939F1X2')).toBe(false);
    expect(isGstin('33AAPFU0939F1Z')).toBe(false);
  });

  test('is upper-cased and trimmed, or refused on its field', async () => {
    expect((await legalSchema.validate(legal({ gstin: ' 33aapfu0939f1z2 ' }))).gstin).toBe('33AAPFU0939F1Z2');
    expect((await legalSchema.validate(legal({ gstin: '' }))).gstin).toBe('');
    expect(await errorsOf(legalSchema, legal({ gstin: '33AAPFU0939F1Z\u200b2' }))).toEqual({ gstin: expect.any(String) });
    expect(await errorsOf(legalSchema, legal({ gstin: '33AAPFU0939F1Z3' }))).toEqual({ gstin: GSTIN_MESSAGE });
  });

  test('stored settings from before the legal section keep their GSTIN from business.gstin', () => {
    expect(movedGstin({ business: { gstin: '33AAPFU0939F1Z2' } })).toBe('33AAPFU0939F1Z2');
    expect(movedGstin({ business: { gstin: '33AAPFU0939F1Z2' }, legal: { gstin: '' } })).toBe('');
    expect(movedGstin({ legal: { gstin: '27AAPFU0939F1ZV' } })).toBe('27AAPFU0939F1ZV');
    expect(movedGstin({ business: { gstin: 42 } })).toBe('');
    expect(movedGstin(null)).toBe('');
  });
});

describe('the legal section', () => {
  test('checks the contacts: phone numbers and email addresses on their fields; every part may be left empty', async () => {
    expect(await errorsOf(legalSchema, legal())).toEqual({});
    const errors = await errorsOf(
      legalSchema,
      legal({ consumerCare: { phone: 'call me', email: 'nope' }, grievanceOfficer: { name: 'A', designation: 'B', phone: '<script>', email: 'a@' } }),
    );
    expect(Object.keys(errors).sort()).toEqual(['consumerCare.email', 'consumerCare.phone', 'grievanceOfficer.email', 'grievanceOfficer.phone']);
    expect(await errorsOf(legalSchema, legal({ packer: { name: 'Vanam Oils Pvt Ltd', address: [' '] } }))).toEqual({ 'packer.address[0]': 'Address line must not be empty' });
  });

  test("shopLegal: the packer is the business's name and address until the owner names one; consumer care its first phone and email", () => {
    const business = { name: 'Vanam Naturals', address: ['12 Mill Street', 'Coimbatore'], phones: [{ display: '+91 98765 43210' }], email: 'hello@vanam.in' };
    expect(shopLegal({ business, legal: legal() })).toMatchObject({
      packer: { name: 'Vanam Naturals', address: ['12 Mill Street', 'Coimbatore'] },
      consumerCare: { phone: '+91 98765 43210', email: 'hello@vanam.in' },
    });
    const own = legal({ packer: { name: 'Kongu Packers', address: ['3 Ring Road', 'Erode'] }, consumerCare: { phone: '1800 000 000', email: 'care@vanam.in' } });
    expect(shopLegal({ business, legal: own })).toMatchObject({ packer: own.packer, consumerCare: own.consumerCare });
    expect(shopLegal({ business: { ...business, phones: [], email: '' }, legal: legal() }).consumerCare).toEqual({ phone: '', email: '' });
  });

  test('the Tamil texts: the packer and the grievance officer', async () => {
    const ok = { ta: { legal: { packer: { name: 'வனம்', address: ['கோவை'] }, grievanceOfficer: { name: 'மீனாட்சி', designation: 'அலுவலர்' } } } };
    await expect(siteTranslationsSchema.validate(ok)).resolves.toBeTruthy();
    await expect(siteTranslationsSchema.validate({ ta: { legal: { grievanceOfficer: { name: 'x'.repeat(5000) } } } })).rejects.toThrow();
  });
});

describe('delivery times and the policies', () => {
  const delivery = structuredClone(DEFAULT_SITE_SETTINGS.delivery);
  test('handling and transit days: whole days from 0 to 60, the second not before the first', async () => {
    expect(DEFAULT_SITE_SETTINGS.delivery).toMatchObject({ handlingDays: { min: 0, max: 1 }, transitDays: { min: 1, max: 3 } });
    expect(await errorsOf(deliverySchema, delivery)).toEqual({});
    expect(Object.keys(await errorsOf(deliverySchema, { ...delivery, handlingDays: { min: 3, max: 1 } }))).toEqual(['handlingDays.max']);
    expect(Object.keys(await errorsOf(deliverySchema, { ...delivery, transitDays: { min: -1, max: 61 } })).sort()).toEqual(['transitDays.max', 'transitDays.min']);
    expect(Object.keys(await errorsOf(deliverySchema, { ...delivery, transitDays: { min: 1.5, max: '2' } }))).toEqual(['transitDays.min']);
    const { handlingDays: _h, transitDays: _t, ...older } = delivery;
    expect(await deliverySchema.validate(older)).toMatchObject({ handlingDays: { min: 0, max: 1 }, transitDays: { min: 1, max: 3 } });
  });

  test('the return window: whole days from 0 (no returns) to 90, 7 by default', async () => {
    const policies = structuredClone(DEFAULT_SITE_SETTINGS.policies);
    expect(policies.returns.windowDays).toBe(7);
    expect(await errorsOf(policiesSchema, { ...policies, returns: { ...policies.returns, windowDays: 0 } })).toEqual({});
    for (const windowDays of [-1, 91, 2.5, 'seven', true]) {
      expect(Object.keys(await errorsOf(policiesSchema, { ...policies, returns: { ...policies.returns, windowDays } }))).toEqual(['returns.windowDays']);
    }
    expect(Object.keys(await errorsOf(policiesSchema, { ...policies, terms: { text: 'x'.repeat(3001) } }))).toEqual(['terms.text']);
  });

  test('the default privacy policy says the real retention: order contacts and waiting lists', () => {
    for (const language of ['en', 'ta'] as const) {
      const privacy = DEFAULT_POLICY_TEXTS[language].privacy.text;
      expect(privacy).toContain(String(ORDER_PERSONAL_DAYS));
      expect(privacy).toContain(String(WAITLIST_DAYS));
    }
    expect(ORDER_PERSONAL_DAYS).toBe(180);
  });
});
