// The launch checks wait for the screen's answers: whenQueriesSettle runs its work once no query
// is fetching, or after its limit when one hangs.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenQueriesSettle } from '@/lib/api/when-queries-settle';

afterEach(() => vi.useRealTimers());

describe('whenQueriesSettle', () => {
  it('runs at once when nothing is fetching', () => {
    const work = vi.fn();
    whenQueriesSettle(new QueryClient(), work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits for the fetching queries to answer, then runs once', async () => {
    const client = new QueryClient();
    let answer!: (value: string) => void;
    void client.fetchQuery({ queryKey: ['wallet'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    const work = vi.fn();
    whenQueriesSettle(client, work);
    expect(work).not.toHaveBeenCalled();
    answer('ok');
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
    void client.fetchQuery({ queryKey: ['other'], queryFn: async () => 'again' });
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs after its limit when a query hangs, and not when cancelled', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['hangs'], queryFn: () => new Promise<string>(() => undefined) });
    const work = vi.fn();
    const cancelled = vi.fn();
    whenQueriesSettle(client, work, 5000);
    whenQueriesSettle(client, cancelled, 5000)();
    vi.advanceTimersByTime(4999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
