// The invite code a worker arrived with (docs/decisions.md, "Invite codes"): from the launch query `inviteCode`, or
// a `scene` whose first piece is 1 and second piece is the code. Stored until it has been sent
// (src/lib/storage, `inviteCode`: the phone's, as it came with the launch, before any sign-in).
import { readStored, removeStored, storedKeys, writeStored } from '@/lib/storage/storage';

/**
 * The code in a launch query string, or null. Scene pieces are separated by `,` or `_`. The query's
 * values arrive decoded once (URLSearchParams): a second decode threw on a literal `%` at launch.
 */
export function inviteCodeFromQuery(search: string): string | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const direct = params.get('inviteCode')?.trim();
  if (direct) return direct;
  const scene = params.get('scene');
  if (!scene) return null;
  const [first, code] = scene.split(/[,_]/);
  return first === '1' && code?.trim() ? code.trim() : null;
}

export function captureInviteCode(search: string) {
  const code = inviteCodeFromQuery(search);
  if (code) writeStored(storedKeys.inviteCode, code);
  return code;
}

const storedInviteCode = () => readStored(storedKeys.inviteCode);

// The code this launch came with, kept in memory after the stored copy is sent and cleared, so
// the register page can still offer it.
let launchCode: string | null = null;

/** The invite code to prefill when registering: the stored one, or the one this launch sent. */
export const inviteCodeForRegistration = () => storedInviteCode() ?? launchCode;

/**
 * Sends the stored code once (`send` is the generated addSalesmanUserLocking) and clears it
 * whether the server took it or not, so a bad code is not sent at every launch.
 */
export async function sendStoredInviteCode(send: (code: string) => Promise<unknown>) {
  const code = storedInviteCode();
  if (!code) return 'none' as const;
  launchCode = code;
  try {
    await send(code);
    return 'sent' as const;
  } catch {
    return 'failed' as const;
  } finally {
    removeStored(storedKeys.inviteCode);
  }
}
