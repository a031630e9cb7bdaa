import { describe, expect, it } from 'vitest';
import { chatLink } from '@catalogue/domain';
import { greetingLink, orderLink } from '../../src/components/siteSettings';
import { contactUrl } from '../../src/public/pages/contactMessage';
import { siteSettings } from './helpers';

const textOf = (url: string) => new URL(url).searchParams.get('text');
const settings = siteSettings({ chatNumber: '919000000001' });

describe('chat links', () => {
  it('orders with the order message, the product named, to the business number', () => {
    expect(orderLink(settings, 'Groundnut Oil')).toBe("https://wa.me/919000000001?text=I'm%20interested%20in%20ordering%20Groundnut%20Oil");
    const custom = { ...settings, messages: { ...settings.messages, order: 'Please send {product}, thanks ({product})' } };
    expect(textOf(orderLink(custom, 'Jaggery')!)).toBe('Please send Jaggery, thanks (Jaggery)');
  });

  it('encodes every special character of a product name', () => {
    const name = 'Sesame & Coconut Oil 1L #2 (50% off?) = ₹250/ltr + more';
    const url = orderLink(settings, name)!;
    const query = url.split('?text=')[1];
    expect(query).not.toMatch(/[ &#?=+/%](?![0-9A-F]{2})/);
    expect(textOf(url)).toBe(`I'm interested in ordering ${name}`);
    expect(decodeURIComponent(query)).toBe(`I'm interested in ordering ${name}`);
  });

  it('greets with the greeting message', () => {
    expect(textOf(greetingLink(settings)!)).toBe(settings.messages.greeting);
  });

  it('has no link at all without a chat number', () => {
    const none = siteSettings({ chatNumber: '' });
    expect(orderLink(none, 'Groundnut Oil')).toBeNull();
    expect(greetingLink(none)).toBeNull();
    expect(contactUrl('', { name: 'A', email: 'a@b.c', phone: '1', message: 'Hi' })).toBeNull();
  });

  it('keeps only digits of the number and has no text parameter without a message', () => {
    expect(chatLink('+91 98765-43210')).toBe('https://wa.me/919876543210');
  });

  it('prefills every contact field on its own line', () => {
    const values = {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 90000 00000',
      subject: 'Bulk order',
      message: 'Need 20 L of groundnut oil.\nDelivery to Salem & Erode?',
    };
    const url = contactUrl('919000000001', values)!;
    expect(url.startsWith('https://wa.me/919000000001?text=')).toBe(true);
    expect(textOf(url)).toBe(
      'Name: Asha Rao\nEmail: asha@example.com\nPhone: +91 90000 00000\nSubject: Bulk order\nMessage: Need 20 L of groundnut oil.\nDelivery to Salem & Erode?',
    );
    expect(url).toContain('%0A');
    expect(url).toContain('%26');
  });

  it('leaves out an empty subject', () => {
    expect(textOf(contactUrl('919000000001', { name: 'A', email: 'a@b.c', phone: '1', subject: '  ', message: 'Hi' })!)).toBe(
      'Name: A\nEmail: a@b.c\nPhone: 1\nMessage: Hi',
    );
  });
});
