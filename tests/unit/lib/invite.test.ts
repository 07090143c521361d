import { describe, expect, it, vi } from 'vitest';
import { captureInviteCode, inviteCodeForRegistration, inviteCodeFromQuery, sendStoredInviteCode } from '@/lib/invite/invite';
import { storedKeys } from '@/lib/storage/storage';

describe('invite code', () => {
  it('comes from the inviteCode query', () => expect(inviteCodeFromQuery('?inviteCode=LXM8K2')).toBe('LXM8K2'));
  it('comes from a scene whose first piece is 1', () => {
    expect(inviteCodeFromQuery('scene=1%2CLXM8K2')).toBe('LXM8K2');
    expect(inviteCodeFromQuery('scene=1_LXM8K2')).toBe('LXM8K2');
  });
  it('keeps a literal % in a scene: the query is decoded once, never twice', () => {
    expect(inviteCodeFromQuery('scene=1_50%OFF')).toBe('50%OFF');
    expect(inviteCodeFromQuery('scene=1%2CAB%25CD')).toBe('AB%CD');
    expect(captureInviteCode('?scene=1_AB%25CD')).toBe('AB%CD');
    expect(localStorage.getItem(storedKeys.inviteCode.name)).toBe('AB%CD');
  });
  it('is not taken from a scene of another kind', () => expect(inviteCodeFromQuery('scene=2%2CLXM8K2')).toBeNull());
  it('is stored, sent once and cleared on success', async () => {
    captureInviteCode('?inviteCode=ABC123');
    const send = vi.fn().mockResolvedValue({ code: 0 });
    expect(await sendStoredInviteCode(send)).toBe('sent');
    expect(send).toHaveBeenCalledWith('ABC123');
    expect(localStorage.getItem(storedKeys.inviteCode.name)).toBeNull();
  });
  it('is cleared on failure too', async () => {
    captureInviteCode('?inviteCode=ABC123');
    expect(await sendStoredInviteCode(vi.fn().mockRejectedValue(new Error('x')))).toBe('failed');
    expect(localStorage.getItem(storedKeys.inviteCode.name)).toBeNull();
  });
  it('sends nothing when there is none', async () => {
    const send = vi.fn();
    expect(await sendStoredInviteCode(send)).toBe('none');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('the invite code at registration', () => {
  it('is still offered after launch sent and cleared the stored copy', async () => {
    captureInviteCode('?inviteCode=KEEP01');
    await sendStoredInviteCode(vi.fn().mockResolvedValue({ code: 0 }));
    expect(localStorage.getItem(storedKeys.inviteCode.name)).toBeNull();
    expect(inviteCodeForRegistration()).toBe('KEEP01');
  });
});
