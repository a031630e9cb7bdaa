/** When a stack counts as ready: the API answers, and both functions have served a request once. */
import { sleep, type FirebaseTools } from './processes';

/** Waits until GET /api/nav-config answers with JSON (throws if firebase-tools ends first or time runs out). */
export async function waitForApi(url: string, firebase: FirebaseTools, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    const status = firebase.exitStatus();
    if (status !== null) throw new Error(`firebase-tools exited (${status}) before the API answered.\n${firebase.recent()}`);
    try {
      const response = await fetch(`${url}/api/nav-config`, { signal: AbortSignal.timeout(15_000) });
      const type = response.headers.get('content-type') ?? '';
      await response.arrayBuffer();
      if (response.status < 500 && type.includes('json')) return;
      lastProblem = `GET /api/nav-config answered ${response.status} ${type}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await sleep(500);
  }
  throw new Error(`The API did not answer within ${Math.round(timeoutMs / 1000)} s (${lastProblem}).\n${firebase.recent()}`);
}

/**
 * The Functions emulator starts one worker per concurrent request and each cold worker loads
 * the whole function. Asking for the home page (the `site` function) and an API call (the `api`
 * function, which the browser's later pages read from) before announcing the stack means the first
 * visitor finds warm workers instead of waiting for cold starts.
 */
export async function warmUp(url: string) {
  await Promise.allSettled(
    ['/', '/api/site'].map((call) => fetch(`${url}${call}`, { signal: AbortSignal.timeout(30_000) }).then((response) => response.arrayBuffer())),
  );
}
