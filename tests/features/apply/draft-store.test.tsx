// The applicant's local drafts: kept as typed, restored on return, cleared only when the server
// accepted the step; the server's draft a moment after typing stops and when the page is left.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, hasDraft, readDraft, writeDraft } from '@/features/apply/utils/draft-store';
import { SERVER_DRAFT_DELAY_MS, useStepDraft } from '@/features/apply/utils/use-step-draft';
import { clearSession, saveSession } from '@/lib/session/session';
import { storedKeys } from '@/lib/storage/storage';

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('draft store', () => {
  it('keeps a step draft under a personal key and reads it back; clears it', () => {
    expect(readDraft('basicInfo')).toBeNull();
    expect(writeDraft('basicInfo', { realName: '王丽娟', height: 162 })).toBe(true);
    expect(localStorage.getItem('cache:apply-draft:basicInfo')).toContain('王丽娟');
    expect(storedKeys.applyDraft.personal).toBe(true);
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

  it("goes with the session: a shared phone does not show the next person the last one's draft", () => {
    saveSession('tok', Date.now() + 60_000);
    writeDraft('basicInfo', { idNumber: '330106199507120046' });
    clearSession();
    expect(readDraft('basicInfo')).toBeNull();
  });
});

describe('useStepDraft', () => {
  it('starts from the local draft over the server, and from the server without one', () => {
    writeDraft('basicInfo', { intro: '本地草稿' });
    expect(renderHook(() => useStepDraft('basicInfo', { intro: '服务器' })).result.current.value).toEqual({ intro: '本地草稿' });
    expect(renderHook(() => useStepDraft('account', { workYears: 6 })).result.current.value).toEqual({ workYears: 6 });
  });

  it('keeps each change on the phone at once and on the server once typing stops, the last value only', () => {
    vi.useFakeTimers();
    const save = vi.fn(async () => undefined);
    const { result } = renderHook(() => useStepDraft<{ intro?: string }>('basicInfo', {}, save));
    act(() => result.current.change({ intro: '从' }));
    act(() => result.current.change((current) => ({ intro: `${current.intro}事推拿` })));
    expect(readDraft('basicInfo')).toEqual({ intro: '从事推拿' });
    expect(result.current.value).toEqual({ intro: '从事推拿' });
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SERVER_DRAFT_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ intro: '从事推拿' });
  });

  it('sends what waits when the page is left, and a failed server draft changes nothing', () => {
    vi.useFakeTimers();
    const save = vi.fn(async () => Promise.reject(new Error('offline')));
    const { result, unmount } = renderHook(() => useStepDraft<{ intro?: string }>('basicInfo', {}, save));
    act(() => result.current.change({ intro: '离开前' }));
    unmount();
    expect(save).toHaveBeenCalledWith({ intro: '离开前' });
    expect(readDraft('basicInfo')).toEqual({ intro: '离开前' });
  });

  it('clears the draft only when told the server accepted the step, and sends no late server draft', () => {
    vi.useFakeTimers();
    const save = vi.fn(async () => undefined);
    const { result } = renderHook(() => useStepDraft<{ intro?: string }>('basicInfo', {}, save));
    act(() => result.current.change({ intro: '提交' }));
    expect(hasDraft('basicInfo')).toBe(true);
    act(() => result.current.accepted());
    expect(hasDraft('basicInfo')).toBe(false);
    act(() => vi.advanceTimersByTime(SERVER_DRAFT_DELAY_MS * 2));
    expect(save).not.toHaveBeenCalled();
  });
});
