/**
 * The `api` app inside this function, answering on a loopback port: the page is rendered from
 * exactly the answers the browser would get from /api (same routes, same shapes, the same
 * per-instance catalogue copy), without a trip through Hosting.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import type { Answer } from './renderer';

let base: Promise<string> | null = null;

function start(): Promise<string> {
  base ??= new Promise((resolve, reject) => {
    const server = http.createServer(createApp());
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    // The server must not keep the process alive on its own.
    server.unref();
  });
  return base;
}

/** GET of an /api URL (path and query), as a visitor without a session would make it. */
export async function apiAnswer(url: string): Promise<Answer> {
  const response = await fetch(`${await start()}${url}`, { headers: { Accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as Answer['body'];
  return { status: response.status, body };
}
