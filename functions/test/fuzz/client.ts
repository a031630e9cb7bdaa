/**
 * Sends fuzz requests with node:http, so that paths go out exactly as generated (fetch would
 * resolve `..` and re-encode), and checks each answer's envelope.
 */
import http from 'node:http';
import { API_URL } from '../helpers';
import { isSiteFile, type FuzzRequest } from './requests';

export interface FuzzResponse {
  status: number;
  contentType: string;
  text: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
const base = new URL(API_URL);

export function send(request: FuzzRequest, token: string | null): Promise<FuzzResponse> {
  const headers: Record<string, string | number> = { ...request.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.body) headers['Content-Length'] = request.body.length;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, method: request.method, path: request.path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(request.body);
  });
}

/** A site file's answer: a manifest is JSON of its type, an icon a PNG; refusals are plain 4xx. */
function siteFileProblem(request: FuzzRequest, response: FuzzResponse): string | null {
  if (response.status !== 200) return null;
  if (request.path.startsWith('/app-icons/')) return response.contentType === 'image/png' ? null : `icon content-type '${response.contentType}'`;
  if (!/^application\/manifest\+json/.test(response.contentType)) return `manifest content-type '${response.contentType}'`;
  try {
    return typeof (JSON.parse(response.text) as { name?: unknown }).name === 'string' ? null : 'manifest without a name';
  } catch {
    return 'manifest is not JSON';
  }
}

/**
 * What is wrong with an answer, or null: never a 5xx; errors are `{ success: false, message }`, JSON
 * successes `{ success: true }`, a 204 (the link-open beacon) has no body, and the files (photos, the
 * backup's zip, the site's manifests and icons) are what they are.
 */
export function envelopeProblem(request: FuzzRequest, response: FuzzResponse): string | null {
  if (response.status >= 500 || response.status < 200) return `status ${response.status}`;
  if (isSiteFile(request.path)) return siteFileProblem(request, response);
  if (response.status === 204) return response.text === '' ? null : '204 with a body';
  const isImage = /^\/(api\/)?uploads\//.test(request.path) && response.status === 200;
  if (isImage) return null;
  const isBackup = /^\/api\/backup(\?|$)/.test(request.path) && response.status === 200;
  if (isBackup) return response.contentType === 'application/zip' ? null : `backup content-type '${response.contentType}'`;
  if (!/^application\/json/i.test(response.contentType)) return `content-type '${response.contentType}'`;
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    return 'body is not JSON';
  }
  const envelope = body as { success?: unknown; message?: unknown } | null;
  if (response.status >= 400) {
    if (envelope?.success !== false || typeof envelope.message !== 'string') return 'error body is not { success: false, message: string }';
  } else if (envelope?.success !== true) return 'success body without success: true';
  return null;
}

export const describeRequest = (request: FuzzRequest) =>
  `${request.method} ${request.path.slice(0, 200)} [${request.session}] ${JSON.stringify(request.headers).slice(0, 300)} ${request.body ? JSON.stringify(request.body.toString('utf8').slice(0, 400)) : ''}`;
