/**
 * No mail leaves a local stack: the links the Auth emulator records (password reset and other
 * out-of-band codes) are passed on as they appear. Links recorded before this start are not.
 */
import { listOobCodes } from './auth';
import { PROJECT_ID } from './paths';
import { every } from './processes';

export interface OobLink {
  email: string;
  requestType: string;
  oobLink: string;
}

const CHECK_INTERVAL_MS = 2000;

/** Starts watching; the returned function stops. */
export async function watchResetLinks(authPort: number, onLink: (link: OobLink) => void, log: (line: string) => void): Promise<() => Promise<void>> {
  let seen: Set<string> | null = null;
  const check = async () => {
    try {
      const codes = await listOobCodes(authPort, PROJECT_ID);
      const first = !seen;
      seen ??= new Set();
      for (const code of codes) {
        if (seen.has(code.oobCode)) continue;
        seen.add(code.oobCode);
        if (!first) onLink({ email: code.email, requestType: code.requestType, oobLink: code.oobLink });
      }
    } catch (error) {
      log(`stack: reset-link watch failed: ${(error as Error).message}`);
    }
  };
  await check();
  return every(CHECK_INTERVAL_MS, check);
}
