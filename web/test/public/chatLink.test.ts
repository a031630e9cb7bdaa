import { describe, expect, it } from 'vitest';
import { chatUrl, contactText, contactUrl, orderMessage, orderUrl, SITE } from '../../src/config/site';

const textOf = (url: string) => new URL(url).searchParams.get('text');

describe('chat links', () => {
  it('orders with the prefilled message to the business number', () => {
    expect(orderMessage('Groundnut Oil')).toBe("I'm interested in ordering Groundnut Oil");
    const url = orderUrl('Groundnut Oil');
    expect(url.startsWith(`https://wa.me/${SITE.chatNumber}?text=`)).toBe(true);
    expect(url).toBe(`https://wa.me/${SITE.chatNumber}?text=I'm%20interested%20in%20ordering%20Groundnut%20Oil`);
  });

  it('encodes every special character of a product name', () => {
    const name = 'Sesame & Coconut Oil 1L #2 (50% off?) = ₹250/ltr + more';
    const url = orderUrl(name);
    const query = url.split('?text=')[1];
    expect(query).not.toMatch(/[ &#?=+/%](?![0-9A-F]{2})/);
    expect(textOf(url)).toBe(`I'm interested in ordering ${name}`);
    expect(decodeURIComponent(query)).toBe(`I'm interested in ordering ${name}`);
  });

  it('keeps only digits of the number and has no text parameter without a message', () => {
    expect(chatUrl(undefined, '+91 98765-43210')).toBe('https://wa.me/919876543210');
  });

  it('prefills every contact field on its own line', () => {
    const values = {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 90000 00000',
      subject: 'Bulk order',
      message: 'Need 20 L of groundnut oil.\nDelivery to Salem & Erode?',
    };
    expect(contactText(values)).toBe(
      'Name: Asha Rao\nEmail: asha@example.com\nPhone: +91 90000 00000\nSubject: Bulk order\nMessage: Need 20 L of groundnut oil.\nDelivery to Salem & Erode?',
    );
    const url = contactUrl(values);
    expect(url.startsWith(`https://wa.me/${SITE.chatNumber}?text=`)).toBe(true);
    expect(textOf(url)).toBe(contactText(values));
    expect(url).toContain('%0A');
    expect(url).toContain('%26');
  });

  it('leaves out an empty subject', () => {
    expect(contactText({ name: 'A', email: 'a@b.c', phone: '1', subject: '  ', message: 'Hi' })).toBe(
      'Name: A\nEmail: a@b.c\nPhone: 1\nMessage: Hi',
    );
  });
});
