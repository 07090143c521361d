// The invite code a launch comes with (docs/decisions.md, "Invite codes"), from the query before the hash or inside
// it, or a scene `1,<code>`: stored, sent once with client/salesman.pub_addUserLocking, cleared
// whether the server took it or not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onLaunch } from '@/app/launch';
import { storedKeys } from '@/lib/storage/storage';
import { contractExample } from '../../support/contract';
import { stubApi } from '../../support/render';

afterEach(() => vi.unstubAllGlobals());

describe('the invite code at launch', () => {
  it('sends the code of a query inside the hash, without a token, and clears it', async () => {
    const calls = stubApi({ addSalesmanUserLocking: { body: contractExample('addSalesmanUserLocking') } });
    expect(await onLaunch({ search: '', hash: '#/pages/login/login?inviteCode=LXM8K2' })).toBe('sent');
    expect(calls.map((c) => [c.operationId, c.body])).toEqual([['addSalesmanUserLocking', { invite_code: 'LXM8K2' }]]);
    expect(new Headers(calls[0]!.init.headers).has('uni-id-token')).toBe(false);
    expect(localStorage.getItem(storedKeys.inviteCode.name)).toBeNull();
  });

  it('sends the code of a scene before the hash, and clears it when the server refuses it', async () => {
    const calls = stubApi({ addSalesmanUserLocking: { status: 400, body: { code: 'invite-code-invalid', msg: '邀请码无效' } } });
    expect(await onLaunch({ search: '?scene=1%2CLXM8K2', hash: '#/' })).toBe('failed');
    expect(calls.map((c) => c.body)).toEqual([{ invite_code: 'LXM8K2' }]);
    expect(localStorage.getItem(storedKeys.inviteCode.name)).toBeNull();
  });

  it('sends a code stored by an earlier launch that could not send it, and nothing when there is none', async () => {
    localStorage.setItem(storedKeys.inviteCode.name, 'KEEP01');
    const calls = stubApi({ addSalesmanUserLocking: { body: contractExample('addSalesmanUserLocking') } });
    expect(await onLaunch({ search: '', hash: '#/pages/index/index' })).toBe('sent');
    expect(await onLaunch({ search: '', hash: '#/pages/index/index' })).toBe('none');
    expect(calls.map((c) => c.body)).toEqual([{ invite_code: 'KEEP01' }]);
  });
});
