/**
 * Every per-address limit counts the client's network (functions/src/http/clientAddress.ts): an IPv6
 * address as its /64 (a home or mobile connection is given a whole /64), an IPv4 address as itself, an
 * IPv4-mapped IPv6 address as that IPv4 one. Orders, counted link openings, reset mails and sign-ins.
 * The client addresses are played as production's proxies append them (`forwardedFor`, functions/README.md
 * 'Client address'). Each test takes a /64 of its own, at random, from 2001:db8::/32 (the documentation
 * range), so a rerun on the same stack within the hour, or another file, is not limited by it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, BEACON_BURST, call, createCategory, createProduct, fakeIp, firestore, forwardedFor, unique, type ApiResponse } from './helpers';

let token: string;
let category: { _id: string };
let product: { _id: string };
const orders: string[] = [];

beforeAll(async () => {
  token = await admin();
  category = await createCategory(token);
  product = await createProduct(token, { category: category._id, price: 12 });
});

/** The suite's orders are cancelled, so that the owner's figures and count of new orders leave them out. */
afterAll(async () => {
  await Promise.all(orders.map((id) => call('PATCH', `/orders/${encodeURIComponent(id)}`, { token, json: { status: 'cancelled' } })));
});

const group = () => Math.floor(Math.random() * 0x10000).toString(16);

/** A /64 of its own: its first four groups. */
const network = () => ['2001', 'db8', group(), group()];

/**
 * The i-th address of a /64, spelt in one of the ways one network can be written: in full, compressed
 * with `::`, with leading zeros in upper case, or with zero groups written out.
 */
function addressIn(prefix: string[], i: number): string {
  const id = [group(), group(), group(), i.toString(16)];
  switch (i % 4) {
    case 0:
      return [...prefix, ...id].join(':');
    case 1:
      return `${prefix.join(':')}::${id[3]}`;
    case 2:
      return [...prefix, ...id].map((g) => g.padStart(4, '0')).join(':').toUpperCase();
    default:
      return [...prefix, '0', '0', id[2], id[3]].join(':');
  }
}

const from = (address: string, headers: Record<string, string> = {}) => ({ 'X-Forwarded-For': forwardedFor(address), ...headers });

const placeOrder = (address: string) => call('POST', '/orders', { json: { lines: [{ productId: product._id, quantity: 1 }] }, headers: from(address) });
const failedSignIn = (address: string, email = `${unique('nobody')}@example.test`) =>
  call('POST', '/auth/login', { json: { email, password: 'not-the-password' }, headers: from(address) });
const resetRequest = (address: string) => call('POST', '/auth/password-reset', { json: { email: `${unique('nobody')}@example.test` }, headers: from(address) });

/** Sends `count` requests, `atOnce` at a time, the i-th from `address(i)`; their answers in order. */
async function sendFrom(count: number, address: (i: number) => string, send: (address: string) => Promise<ApiResponse>, atOnce = 5) {
  const answers: ApiResponse[] = [];
  for (let i = 0; i < count; i += atOnce) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(atOnce, count - i) }, (_, k) => send(address(i + k))))));
  }
  return answers;
}

const statuses = (answers: ApiResponse[]) => answers.map((r) => r.status);
const recorded = (answers: ApiResponse[]) => orders.push(...answers.filter((r) => r.status === 201).map((r) => r.body.data._id as string));

describe('per-address limits count networks', () => {
  it('orders: 20 an hour from one /64, however its addresses are spelt; the 21st from another address of it is a 429', { timeout: 240_000 }, async () => {
    const prefix = network();
    const twenty = await sendFrom(20, (i) => addressIn(prefix, i), placeOrder);
    recorded(twenty);
    expect(statuses(twenty), twenty.map((r) => r.text).join('\n').slice(0, 600)).toEqual(Array(20).fill(201));
    const limited = await placeOrder(addressIn(prefix, 20));
    expect(limited.status, limited.text).toBe(429);
    expect(limited.body).toMatchObject({ success: false, message: expect.stringMatching(/Too many orders/) });
    // Another /64 is another network.
    const other = await placeOrder(addressIn(network(), 0));
    recorded([other]);
    expect(other.status, other.text).toBe(201);
  });

  it.skipIf(!process.env.FIRESTORE_EMULATOR_HOST)('link openings: at most 120 counted an hour from one /64, from whichever of its addresses', { timeout: 180_000 }, async () => {
    const prefix = network();
    const opened = await createProduct(token, { category: category._id });
    const open = (address: string) => call('POST', '/insights/link-opens', { json: { productId: opened._id }, headers: from(address) });
    // 100 in bursts, then one at a time: a burst right at the limit may count a few less than 120 (never more).
    const answers = [...(await sendFrom(100, (i) => addressIn(prefix, i), open, BEACON_BURST)), ...(await sendFrom(25, (i) => addressIn(prefix, 100 + i), open, 1))];
    expect(statuses(answers)).toEqual(Array(125).fill(204));
    const counted = await firestore().collection('linkOpens').where('productId', '==', opened._id).get();
    expect(counted.docs.reduce((sum, doc) => sum + Number(doc.get('count')), 0)).toBe(120);
  });

  it('reset mails: 5 an hour from one /64; the 6th, from another of its addresses, is a 429', async () => {
    const prefix = network();
    const five = await sendFrom(5, (i) => addressIn(prefix, i), resetRequest);
    expect(statuses(five), five.map((r) => r.text).join('\n')).toEqual(Array(5).fill(200));
    const limited = await resetRequest(addressIn(prefix, 5));
    expect(limited.status, limited.text).toBe(429);
    expect(limited.body.message).toBe('Too many password reset requests. Please try again later.');
    expect((await resetRequest(addressIn(network(), 0))).status).toBe(200);
  });

  it('sign-ins: 10 failures from one /64 (any accounts) refuse the next from any of its addresses; 5 of one account, that account', async () => {
    const prefix = network();
    const failures = await sendFrom(10, (i) => addressIn(prefix, i), (address) => failedSignIn(address));
    expect(statuses(failures)).toEqual(Array(10).fill(401));
    const limited = await failedSignIn(addressIn(prefix, 10));
    expect(limited.status, limited.text).toBe(429);
    expect(limited.body.message).toBe('Too many failed sign-in attempts. Please try again later.');
    expect((await failedSignIn(addressIn(network(), 0))).status).toBe(401);

    const pairPrefix = network();
    const email = `${unique('nobody')}@example.test`;
    const pairFailures = await sendFrom(5, (i) => addressIn(pairPrefix, i), (address) => failedSignIn(address, email));
    expect(statuses(pairFailures)).toEqual(Array(5).fill(401));
    expect((await failedSignIn(addressIn(pairPrefix, 5), email)).status).toBe(429);
    // The same network, another account: only its pair was limited.
    expect((await failedSignIn(addressIn(pairPrefix, 6))).status).toBe(401);
  });

  it('an IPv4-mapped IPv6 address is its IPv4 address, in either spelling', async () => {
    const ip = fakeIp();
    const [a, b, c, d] = ip.split('.').map(Number);
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    const spellings = [`::ffff:${ip}`, `::FFFF:${hex(a, b)}:${hex(c, d)}`, `0:0:0:0:0:ffff:${ip}`, ip];
    const failures = await sendFrom(10, (i) => spellings[i % spellings.length], (address) => failedSignIn(address));
    expect(statuses(failures)).toEqual(Array(10).fill(401));
    expect((await failedSignIn(ip)).status).toBe(429);
    expect((await failedSignIn(`::ffff:${ip}`)).status).toBe(429);
  });

  it('a client address that is not one (malformed, with a port, a zone or brackets) is counted as it is, never a 5xx', async () => {
    for (const address of ['not-an-address', '[2001:db8::1]', '2001:db8::1/64', `${fakeIp()}:8080`, '::ffff:999.1.1.1', 'fe80::1%eth0', '1:2:3:4:5:6:7:8:9', '\u00e9']) {
      const beacon = await call('POST', '/insights/link-opens', { json: { productId: product._id }, headers: from(address) });
      expect(beacon.status, address).toBe(204);
      const signIn = await failedSignIn(address);
      expect([401, 429], `${address}: ${signIn.text}`).toContain(signIn.status);
    }
  });
});
