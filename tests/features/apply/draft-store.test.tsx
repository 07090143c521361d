// The applicant's local drafts: kept as typed, restored on return, cleared only when the server
// accepted the step; kept for her across a session that expired, never read by another applicant,
// gone when she signs out. The server's copy goes through the outbox a moment after typing stops and
// when the page is left: kept like any change, a newer copy replacing one not yet sent.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, hasDraft, readDraft, writeDraft } from '@/features/apply/utils/draft-store';
import { SERVER_DRAFT_DELAY_MS, useStepDraft } from '@/features/apply/utils/use-step-draft';
import { keptChanges } from '@/lib/outbox';
import { clearSession, saveSession, signOutOfPhone } from '@/lib/session/session';
import { storedKeys } from '@/lib/storage/storage';

beforeEach(() => {
  localStorage.clear();
  saveSession('tok', Date.now() + 3_600_000, 'w_10388');
  // Offline: the server's copies stay on the phone, where the test reads them.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const serverCopies = () => keptChanges().filter((intent) => intent.kind === 'saveApplyBasicInfoDraft');
const toServer = { kind: 'saveApplyBasicInfoDraft', body: (value: { intro?: string }) => value };

describe('draft store', () => {
  it('keeps a step draft under a personal key and reads it back; clears it', () => {
    expect(readDraft('basicInfo')).toBeNull();
    expect(writeDraft('basicInfo', { realName: '王丽娟', height: 162 })).toBe(true);
    expect(localStorage.getItem('cache:apply-draft:basicInfo')).toContain('王丽娟');
    expect(storedKeys.applyDraft.whose).toBe('worker');
    expect(readDraft('basicInfo')).toEqual({ realName: '王丽娟', height: 162 });
    expect(hasDraft('basicInfo')).toBe(true);
    expect(readDraft('account')).toBeNull();
    clearDraft('basicInfo');
    expect(readDraft('basicInfo')).toBeNull();
  });

  it('keeps the drafts of each contract apart', () => {
    writeDraft('contract:ct_2001', { mobile: '13812345678' });
    writeDraft('contract:ct_2002', { signPlace: '上海' });
    expect(readDraft('contract:ct_2001')).toEqual({ mobile: '13812345678' });
    expect(readDraft('contract:ct_2002')).toEqual({ signPlace: '上海' });
  });

  it('treats a draft it cannot read as none, and says so when the phone refuses to store one', () => {
    localStorage.setItem('cache:apply-draft:images', '{"value": [cut sh');
    expect(readDraft('images')).toBeNull();
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeDraft('images', { idCardFront: null })).toBe(false);
    setItem.mockRestore();
  });

  it('outlives a session that expired, for her next sign-in; another applicant on the phone never reads it', () => {
    writeDraft('basicInfo', { idNumber: '330106199507120046' });
    clearSession();
    saveSession('tok2', Date.now() + 3_600_000, 'w_10388');
    expect(readDraft('basicInfo')).toEqual({ idNumber: '330106199507120046' });
    saveSession('tok3', Date.now() + 3_600_000, 'w_20001');
    expect(readDraft('basicInfo')).toBeNull();
  });

  it("goes when she signs out: a shared phone does not show the next person the last one's draft", () => {
    writeDraft('basicInfo', { idNumber: '330106199507120046' });
    signOutOfPhone();
    expect(localStorage.getItem('cache:apply-draft:basicInfo')).toBeNull();
  });
});

describe('useStepDraft', () => {
  it('starts from the local draft over the server, and from the server without one', () => {
    writeDraft('basicInfo', { intro: '本地草稿' });
    expect(renderHook(() => useStepDraft('basicInfo', { intro: '服务器' })).result.current.value).toEqual({ intro: '本地草稿' });
    expect(renderHook(() => useStepDraft('account', { workYears: 6 })).result.current.value).toEqual({ workYears: 6 });
  });

  it('keeps each change on the phone at once and the server copy once typing stops, kept in her name, the last value only', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = renderHook(() => useStepDraft<{ intro?: string }>('basicInfo', {}, toServer));
    act(() => result.current.change({ intro: '从' }));
    act(() => result.current.change((current) => ({ intro: `${current.intro}事推拿` })));
    expect(readDraft('basicInfo')).toEqual({ intro: '从事推拿' });
    expect(result.current.value).toEqual({ intro: '从事推拿' });
    expect(serverCopies()).toEqual([]);
    act(() => vi.advanceTimersByTime(SERVER_DRAFT_DELAY_MS));
    expect(serverCopies()).toEqual([expect.objectContaining({ owner: 'w_10388', body: expect.objectContaining({ intro: '从事推拿' }) })]);
    // Typing on offline: the newer copy replaces the one not yet sent.
    act(() => result.current.change({ intro: '从事推拿十年' }));
    act(() => vi.advanceTimersByTime(SERVER_DRAFT_DELAY_MS));
    expect(serverCopies().map((intent) => intent.body.intro)).toEqual(['从事推拿十年']);
  });

  it('keeps what waits when the page is left, and through a session that expired', () => {
    const { result, unmount } = renderHook(() => useStepDraft<{ intro?: string }>('basicInfo', {}, toServer));
    act(() => result.current.change({ intro: '离开前' }));
    unmount();
    expect(serverCopies().map((intent) => intent.body.intro)).toEqual(['离开前']);
    clearSession();
    saveSession('tok2', Date.now() + 3_600_000, 'w_10388');
    expect(serverCopies().map((intent) => intent.body.intro)).toEqual(['离开前']);
    expect(readDraft('basicInfo')).toEqual({ intro: '离开前' });
  });

  it('clears the draft only when told the server accepted the step, and sends no late server copy', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = renderHook(() => useStepDraft<{ intro?: string }>('basicInfo', {}, toServer));
    act(() => result.current.change({ intro: '提交' }));
    expect(hasDraft('basicInfo')).toBe(true);
    act(() => result.current.accepted());
    expect(hasDraft('basicInfo')).toBe(false);
    act(() => vi.advanceTimersByTime(SERVER_DRAFT_DELAY_MS * 2));
    expect(serverCopies()).toEqual([]);
  });
});
