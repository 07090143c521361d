// The invite link: the H5 site's Home with the worker's code as the launch query `inviteCode`
// (docs/decisions.md, "Invite codes"), which the invited worker's app keeps and sends after launch
// (app/launch.ts).
import { paths } from '@/config/paths';

export function inviteLink(h5: { domain: string; path: string }, code: string): string {
  const base = h5.domain.replace(/\/+$/, '') + (h5.path.startsWith('/') ? h5.path : `/${h5.path}`);
  // The H5 path is the router's root (`/#/`): page routes follow it without their leading slash.
  return `${base.replace(/\/+$/, '/')}${paths.home.slice(1)}?inviteCode=${encodeURIComponent(code)}`;
}
