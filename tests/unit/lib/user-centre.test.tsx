// The user centre's user held after sign-in (issue 30; src/lib/session/user-centre.ts):
// asked once at a start with a session and once after each sign-in, read by every screen from that one
// query without asking again, kept on the phone like the other personal answers, gone at sign-out.
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetUserCenterInfoQueryKey } from '@generated/api/auth/auth';
import { Providers } from '@/app/providers';
import { isPersistedQueryKey } from '@/lib/offline/persist-keys';
import { clearSession, saveSession } from '@/lib/session/session';
import { useEndSession } from '@/lib/session/use-end-session';
import { holdUserCentre, useUserCentre } from '@/lib/session/user-centre';
import { contractExample } from '../../support/contract';
import { stubApi, testQueryClient } from '../../support/render';

const key = getGetUserCenterInfoQueryKey();
const asked = (calls: { operationId: string }[]) => calls.filter((c) => c.operationId === 'getUserCenterInfo').length;
let stops: (() => void)[] = [];

beforeEach(() => saveSession('test-token', Date.now() + 86_400_000));
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  clearSession();
  vi.unstubAllGlobals();
});

describe('the user centre held for the session', () => {
  it('is asked once at a start with a session, and every screen reads that answer without asking again', async () => {
    const calls = stubApi({ getUserCenterInfo: { body: contractExample('getUserCenterInfo') } });
    const queryClient = testQueryClient();
    stops.push(holdUserCentre(queryClient, Date.now()));
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
    const wrapper = ({ children }: { children: ReactNode }) => <Providers queryClient={queryClient}>{children}</Providers>;
    const points = renderHook(() => useUserCentre((u) => u.account_integral.balance), { wrapper });
    const gender = renderHook(() => useUserCentre((u) => u.gender), { wrapper });
    expect(points.result.current.data).toBe(1260);
    expect(gender.result.current.data).toBe(2);
    // Fresh for the session: a screen mounted much later asks nothing either.
    vi.useFakeTimers({ now: Date.now() + 6 * 3_600_000, toFake: ['Date'] });
    const later = renderHook(() => useUserCentre((u) => u.vip_get_time), { wrapper });
    vi.useRealTimers();
    expect(later.result.current.data).toBe('2025-06-01T09:00:00+08:00');
    expect(asked(calls)).toBe(1);
  });

  it('is not asked again at the start when a screen of this start already has it, and is when all it has is older than the start', async () => {
    const calls = stubApi({ getUserCenterInfo: { body: contractExample('getUserCenterInfo') } });
    const queryClient = testQueryClient();
    const startedAt = Date.now();
    queryClient.setQueryData(key, contractExample('getUserCenterInfo'));
    stops.push(holdUserCentre(queryClient, startedAt));
    expect(asked(calls)).toBe(0);

    // Restored from the phone: yesterday's answer is shown, and the server is asked once.
    const restored = testQueryClient();
    restored.setQueryData(key, contractExample('getUserCenterInfo', 'newUser'), { updatedAt: startedAt - 86_400_000 });
    stops.push(holdUserCentre(restored, startedAt));
    await waitFor(() => expect(asked(calls)).toBe(1));
    await waitFor(() => expect((restored.getQueryData(key) as { data: { nickname: string } }).data.nickname).toBe('李师傅'));
  });

  it('is not asked without a session, and is once after the sign-in', async () => {
    clearSession();
    const calls = stubApi({ getUserCenterInfo: { body: contractExample('getUserCenterInfo') } });
    const queryClient = testQueryClient();
    stops.push(holdUserCentre(queryClient, Date.now()));
    expect(asked(calls)).toBe(0);
    saveSession('signed-in', Date.now() + 86_400_000);
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
    expect(asked(calls)).toBe(1);
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer signed-in');
  });

  it('is kept on the phone with the other personal answers, and goes when the worker signs out', async () => {
    expect(isPersistedQueryKey(key)).toBe(true);
    stubApi({ getUserCenterInfo: { body: contractExample('getUserCenterInfo') }, logoutWorker: { body: { code: 200, msg: '操作成功', data: null } } });
    const queryClient = testQueryClient();
    stops.push(holdUserCentre(queryClient, Date.now()));
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
    const wrapper = ({ children }: { children: ReactNode }) => <Providers queryClient={queryClient}>{children}</Providers>;
    const { result } = renderHook(() => useEndSession(() => undefined), { wrapper });
    await result.current();
    expect(queryClient.getQueryData(key)).toBeUndefined();
    expect(queryClient.getQueryCache().find({ queryKey: key })).toBeUndefined();
  });
});
