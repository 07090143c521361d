// Work done once when the app starts: keep the invite code it was opened with, then send it.
// The auth client loads only when there is a code to send (most launches have none).
import { captureInviteCode, sendStoredInviteCode } from '@/lib/invite/invite';

export function onLaunch(location: Pick<Location, 'search' | 'hash'> = window.location) {
  // The launch query may sit before the hash (…/?inviteCode=X#/) or inside it (#/pages/…?inviteCode=X).
  if (!captureInviteCode(location.search)) captureInviteCode(location.hash.split('?')[1] ?? '');
  return sendStoredInviteCode(async (code) => {
    const { addSalesmanUserLocking } = await import('@generated/api/auth/auth');
    return addSalesmanUserLocking({ invite_code: code });
  });
}
