/**
 * Runs batches of fuzz requests a few at a time and checks, after each batch, that the state is
 * unchanged unless some request in it was accepted (then the state becomes the new baseline).
 */
import { describeRequest, envelopeProblem, send } from './client';
import type { FuzzRequest, SessionKind } from './requests';
import { difference, fingerprint, type Fingerprint } from './state';

export interface Sessions {
  token(kind: SessionKind): Promise<string | null>;
  /** The throw-away session was (maybe) ended by the batch: sign it in again before the next. */
  ended(): void;
}

export interface Finding {
  kind: 'answer' | 'state';
  detail: string;
}

export class FuzzRun {
  readonly byStatus = new Map<string, number>();
  readonly byRoute = new Map<string, Map<string, number>>();
  readonly findings: Finding[] = [];
  sent = 0;
  /** Rejected requests whose batch was checked for changes (a batch with an accepted write cannot be). */
  checkedRejections = 0;
  created: { route: string; id: string }[] = [];
  private baseline: Fingerprint | null = null;

  constructor(
    private readonly sessions: Sessions,
    private readonly concurrency: number,
  ) {}

  async runBatch(batch: FuzzRequest[]) {
    this.baseline ??= await fingerprint();
    const statuses = new Array<number>(batch.length);
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const index = next++;
        statuses[index] = await this.sendOne(batch[index]);
      }
    };
    await Promise.all(Array.from({ length: this.concurrency }, worker));

    const accepted = batch.filter((request, i) => mayHaveChanged(request, statuses[i]));
    if (batch.some((request, i) => request.session === 'second' && statuses[i] < 300 && /logout/.test(request.route))) this.sessions.ended();
    const now = await fingerprint();
    if (!accepted.length && now.hash !== this.baseline.hash) {
      const requests = batch.map((request, i) => `${statuses[i]} ${describeRequest(request)}`);
      this.findings.push({ kind: 'state', detail: `state changed by a batch of refused requests:\n${difference(this.baseline, now).slice(0, 20).join('\n')}\nbatch:\n${requests.join('\n')}` });
    }
    if (!accepted.length) this.checkedRejections += statuses.filter((s) => s >= 300).length;
    this.baseline = now;
  }

  private async sendOne(request: FuzzRequest): Promise<number> {
    // A dropped connection (status 0) is a finding too: the process answering it crashed.
    const response = await send(request, await this.sessions.token(request.session)).catch((error: NodeJS.ErrnoException) => ({ status: 0, contentType: '', text: String(error.code ?? error) }));
    this.sent++;
    // A 429 (a limit reached) is counted apart from the other refusals, to show the limits are hit.
    const statusClass = response.status === 429 ? '429' : `${Math.floor(response.status / 100)}xx`;
    this.byStatus.set(statusClass, (this.byStatus.get(statusClass) ?? 0) + 1);
    const route = this.byRoute.get(request.route) ?? new Map<string, number>();
    route.set(statusClass, (route.get(statusClass) ?? 0) + 1);
    this.byRoute.set(request.route, route);
    const problem = envelopeProblem(request, response);
    if (problem) this.findings.push({ kind: 'answer', detail: `${problem}: ${describeRequest(request)} → ${response.status} ${response.text.slice(0, 300)}` });
    if (response.status === 201) this.remember(request, response.text);
    return response.status;
  }

  /** Entities the fuzzing created, to delete after the run. */
  private remember(request: FuzzRequest, text: string) {
    const body = JSON.parse(text) as { data?: { _id?: string }; galleryItemId?: string };
    if (body.data?._id) this.created.push({ route: request.route, id: body.data._id });
    if (body.galleryItemId) this.created.push({ route: 'POST /gallery', id: body.galleryItemId });
  }

  summary(seed: number, runs: number, seconds: number) {
    const statuses = [...this.byStatus.entries()].sort().map(([k, v]) => `${k} ${v}`).join(', ');
    const routes = [...this.byRoute.entries()].sort().map(([route, counts]) => `  ${route}: ${[...counts.entries()].sort().map(([k, v]) => `${k} ${v}`).join(', ')}`);
    return [
      `fuzz: seed ${seed}, ${runs} batches, ${this.sent} requests in ${seconds.toFixed(1)} s (${(this.sent / seconds).toFixed(1)}/s): ${statuses}`,
      `fuzz: ${this.checkedRejections} refused requests checked for changes, ${this.created.length} entities created (deleted afterwards), ${this.findings.length} findings`,
      `fuzz: reproduce with FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`,
      ...routes,
    ].join('\n');
  }
}

const AUTH_ROUTE = /^\w+ \/auth\//;

/**
 * Whether an answer allows a change of the compared state: an accepted catalogue, navigation or order
 * write. Sessions, passwords and sign-in counters live in Firebase Auth and loginAttempts (not compared),
 * so an accepted auth request changes nothing compared, except a sign-out that ended a session; nor
 * does a quote or a link opening of no product (`readOnly`), nor a GET but the backup's and a bill's.
 */
function mayHaveChanged(request: FuzzRequest, status: number) {
  // A backup is a GET that notes when it was taken (`meta/backup`).
  if (request.route === 'GET /backup') return status < 300;
  // The first bill of an order gives it its bill number (`billCounters`, `billNumbers`, the order's `bill`).
  if (request.route === 'GET /orders/:id/bill') return status < 300;
  if (status >= 300 || request.method === 'GET' || request.readOnly) return false;
  if (AUTH_ROUTE.test(request.route)) return request.route === 'POST /auth/logout' && request.session === 'second';
  return true;
}
