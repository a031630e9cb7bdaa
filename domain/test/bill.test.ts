import { describe, expect, it } from 'vitest';
import { amountInWords, billNumber, billOf, financialYear, gstRateField, hsnField, taxSplit, UNPAID, type BillStamp, type Order } from '../src';

describe('the bill number', () => {
  it('names the financial year (April to March) in India, whatever the clock of the machine', () => {
    expect(financialYear(new Date('2027-03-31T23:59:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2027-04-01T00:00:00+05:30'))).toBe('2027-28');
    // 31 March 19:00 UTC is already 1 April in India.
    expect(financialYear(new Date('2027-03-31T19:00:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2026-11-27T12:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2099-06-01T12:00:00+05:30'))).toBe('2099-00');
  });

  it('is the prefix, the year and a four-digit sequence', () => {
    expect(billNumber('VN', '2026-27', 1)).toBe('VN/2026-27/0001');
    expect(billNumber('VN', '2026-27', 12345)).toBe('VN/2026-27/12345');
  });
});

describe('the amount in words', () => {
  it.each([
    [0, 'Zero rupees'],
    [1, 'One rupee'],
    [15, 'Fifteen rupees'],
    [100, 'One hundred rupees'],
    [1999, 'One thousand nine hundred ninety-nine rupees'],
    [100000, 'One lakh rupees'],
    [1234567.5, 'Twelve lakh thirty-four thousand five hundred sixty-seven rupees and fifty paise'],
    [10000000, 'One crore rupees'],
    [0.01, 'Zero rupees and one paisa'],
    [349.99, 'Three hundred forty-nine rupees and ninety-nine paise'],
    [1234567890, 'One hundred twenty-three crore forty-five lakh sixty-seven thousand eight hundred ninety rupees'],
  ])('%s → %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });
});

describe('the GST split of a tax-inclusive amount', () => {
  it('takes the taxable value out to the paisa and halves the tax exactly', () => {
    expect(taxSplit(105, 5)).toEqual({ taxable: 100, cgst: 2.5, sgst: 2.5 });
    expect(taxSplit(118, 18)).toEqual({ taxable: 100, cgst: 9, sgst: 9 });
    // 580 × 100/105 = 552.38; the tax 27.62 halves into 13.81 each.
    expect(taxSplit(580, 5)).toEqual({ taxable: 552.38, cgst: 13.81, sgst: 13.81 });
    // 349.5 × 100/112 = 312.05; the tax 37.45 is an odd paisa: CGST takes it.
    expect(taxSplit(349.5, 12)).toEqual({ taxable: 312.05, cgst: 18.73, sgst: 18.72 });
    expect(taxSplit(250, 0)).toEqual({ taxable: 250, cgst: 0, sgst: 0 });
  });

  it('always sums back to the amount', () => {
    for (const rate of [5, 12, 18, 28]) {
      for (let amount = 0.01; amount < 50; amount += 1.37) {
        const split = taxSplit(amount, rate);
        expect(Math.round(split.taxable * 100) + Math.round(split.cgst * 100) + Math.round(split.sgst * 100)).toBe(Math.round(amount * 100));
        expect(Math.abs(split.cgst - split.sgst)).toBeLessThanOrEqual(0.011);
      }
    }
  });
});

describe('the tax details', () => {
  it('takes an HSN code of 4 to 8 digits and a GST rate of the slabs', async () => {
    expect(await hsnField().validate('1515')).toBe('1515');
    expect(await hsnField().validate('15159010')).toBe('15159010');
    await expect(hsnField().validate('151')).rejects.toThrow('An HSN code is 4 to 8 digits');
    await expect(hsnField().validate('151590101')).rejects.toThrow();
    expect(await gstRateField().validate('5')).toBe(5);
    expect(await gstRateField().validate('')).toBe(null);
    await expect(gstRateField().validate(7)).rejects.toThrow('GST rate must be one of 0, 5, 12, 18, 28');
    await expect(gstRateField().validate(Infinity)).rejects.toThrow();
  });
});

describe('the bill of an order', () => {
  const order: Order = {
    _id: 'o1',
    number: 'VN-2611-0001',
    lines: [
      { productId: 'p1', variantKey: '1l', names: { en: 'Groundnut Oil', ta: 'கடலை எண்ணெய்' }, sizeLabels: { en: '1 L', ta: '1 லி' }, unitPrice: 290, quantity: 2, lineTotal: 580 },
      { productId: 'p2', variantKey: '', names: { en: 'Palm Jaggery' }, sizeLabels: { en: '' }, unitPrice: 349.5, quantity: 1, lineTotal: 349.5 },
    ],
    subtotal: 929.5,
    deliveryFee: 40,
    total: 969.5,
    delivery: { kind: 'area', area: 'Town', fee: 40, minimumOrder: 0, minimumMet: true },
    pincode: '641001',
    name: 'Kavya',
    phone: '98765 43210',
    address: '12 Temple Street, Gandhipuram',
    note: 'Ring twice',
    area: 'Town',
    status: 'confirmed',
    history: [
      { status: 'new', at: '2026-11-27T06:00:00.000Z' },
      { status: 'confirmed', at: '2026-11-27T06:00:00.000Z' },
    ],
    remindMe: false,
    payment: UNPAID,
    statusUrl: '/ta/orders/VN-2611-0001?key=AAAAAAAAAAAAAAAAAAAAAAAA',
    lang: 'ta',
    createdAt: '2026-11-27T06:00:00.000Z',
    updatedAt: '2026-11-27T06:00:00.000Z',
  };
  const shop = { name: 'Vanam Naturals', address: ['1 Main Road'], phone: '+91 90000 00000', fssaiLicence: '12422001000123', packer: { name: 'Vanam Naturals', address: ['1 Main Road'] } };
  const stamp = (gstin: string, taxes: BillStamp['taxes']): BillStamp => ({ number: 'VN/2026-27/0001', date: '2026-11-27', gstin, taxes });

  it('is a bill of supply without a GSTIN, named in the order language', () => {
    const bill = billOf(order, stamp('', [{ hsn: '1508', gstRate: 5 }, { hsn: '1701', gstRate: 5 }]), shop);
    expect(bill.kind).toBe('supply');
    expect(bill.taxTotals).toBeNull();
    expect(bill.lines.map((line) => [line.name, line.sizeLabel, line.tax])).toEqual([
      ['கடலை எண்ணெய்', '1 லி', null],
      ['Palm Jaggery', '', null],
    ]);
    expect(bill.totalInWords).toBe('Nine hundred sixty-nine rupees and fifty paise');
  });

  it('is a bill of supply when a line lacks its HSN code or rate, a tax invoice when every line has them', () => {
    expect(billOf(order, stamp('33AAPFU0939F1Z2', [{ hsn: '1508', gstRate: 5 }, { hsn: '', gstRate: 5 }]), shop).kind).toBe('supply');
    const bill = billOf(order, stamp('33AAPFU0939F1Z2', [{ hsn: '1508', gstRate: 5 }, { hsn: '1701', gstRate: 12 }]), shop);
    expect(bill.kind).toBe('tax');
    expect(bill.lines.map((line) => line.tax)).toEqual([
      { taxable: 552.38, cgst: 13.81, sgst: 13.81 },
      { taxable: 312.05, cgst: 18.73, sgst: 18.72 },
    ]);
    expect(bill.taxTotals).toEqual({ taxable: 864.43, cgst: 32.54, sgst: 32.53 });
    expect(bill.shop.gstin).toBe('33AAPFU0939F1Z2');
  });
});
