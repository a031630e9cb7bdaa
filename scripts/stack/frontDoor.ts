/**
 * The stack's front door, on the site's port, before firebase-tools' Hosting emulator. That emulator
 * answers 500 to an address it cannot decode (`/ta/%ff`, `/%E0%AE`) and to one whose segment is too
 * long for a file name (it looks for `<segment>.html` on disk), before any function sees them;
 * Firebase Hosting hands such addresses to the functions, which answer 400 or 404. Here the first
 * kind gets the functions' own 400, and the second goes straight to the function Hosting rewrites it
 * to; every other request passes through to the Hosting emulator untouched (Host included). A Host
 * header that is no host and port (`127.0.0.1:5000.evil.example`) ends the whole emulator (its
 * middleware parses it as a URL and throws): such a request is a 400 here, as a web server answers it.
 */
import http from 'node:http';
import { BAD_REQUEST_MESSAGE, MALFORMED_ADDRESS_TEXT } from '@catalogue/domain';

/** A file name's limit on Linux, less the `.html` Hosting adds to look for a page. */
const MAX_SEGMENT_BYTES = 255 - '.html'.length;

/** Paths Hosting rewrites to the `api` function (firebase.json); `/admin` is the back office's file. */
const API_PATH = /^\/(api|uploads)(\/|$)/;
const BACK_OFFICE_PATH = /^\/admin(\/|$)/;

type Door = { kind: 'hosting' } | { kind: 'malformed'; api: boolean } | { kind: 'badHost' } | { kind: 'function'; name: 'api' | 'site' };

function isHostAndPort(host: string): boolean {
  try {
    return new URL(`http://${host}`).host !== '';
  } catch {
    return false;
  }
}

function doorFor(url: string, host: string | undefined): Door {
  if (host !== undefined && !isHostAndPort(host)) return { kind: 'badHost' };
  const pathname = url.split(/[?#]/)[0];
  const api = API_PATH.test(pathname);
  let segments: string[];
  try {
    segments = pathname.split('/').map(decodeURIComponent);
  } catch {
    return { kind: 'malformed', api };
  }
  if (BACK_OFFICE_PATH.test(pathname) || segments.every((segment) => Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES)) return { kind: 'hosting' };
  return { kind: 'function', name: api ? 'api' : 'site' };
}

function answerMalformed(res: http.ServerResponse, api: boolean) {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (api) {
    res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ success: false, message: BAD_REQUEST_MESSAGE }));
  } else {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end(MALFORMED_ADDRESS_TEXT);
  }
}

/** Passes the request on with its path as sent: a URL object would resolve `%2e%2e` as `..` and change it. */
function pass(req: http.IncomingMessage, res: http.ServerResponse, port: number, path: string) {
  const upstream = http.request({ host: '127.0.0.1', port, path, method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end('The local stack is not answering.');
  });
  req.pipe(upstream);
}

export interface FrontDoorOptions {
  port: number;
  /** Where firebase-tools' Hosting emulator listens. */
  hostingPort: number;
  functionsPort: number;
  /** The Functions emulator's path of the project's functions: `/<project>/<region>`. */
  functionsPath: string;
}

export async function openFrontDoor(options: FrontDoorOptions): Promise<() => Promise<void>> {
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const door = doorFor(url, req.headers.host);
    if (door.kind === 'badHost') return void res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request: the Host header is not valid.');
    if (door.kind === 'malformed') return answerMalformed(res, door.api);
    if (door.kind === 'hosting') pass(req, res, options.hostingPort, url);
    else pass(req, res, options.functionsPort, `${options.functionsPath}/${door.name}${url}`);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
