// The floating SOS whose code stalls (a fetch a dead network neither answers nor fails, before the
// service worker has it): past a few seconds, never the code chunk's two minutes, the SOS's place
// shows the plain 110 link; the SOS replaces it when its code comes (issue 37).
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderScreen } from '../../support/render';

// The SOS's module, on its way until the test lets it arrive.
const code = vi.hoisted(() => {
  let arrive: (module: unknown) => void = () => undefined;
  const module = new Promise((resolve) => (arrive = resolve));
  return { module, arrive: (module: unknown) => arrive(module) };
});
vi.mock('@/app/layouts/page-sos', () => code.module);
vi.mock('@/lib/ui/yield', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/ui/yield')>()),
  whenIdleAfterLoad: (work: () => void) => {
    work();
    return () => undefined;
  },
}));

afterEach(() => vi.useRealTimers());

describe('the floating SOS whose code stalls', () => {
  it('shows the 110 link after 5 s, and the SOS in its place once the code arrives', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers();
    const { SosLayer, SOS_CODE_WAIT_MS } = await import('@/app/layouts/sos-layer');
    expect(SOS_CODE_WAIT_MS).toBe(5_000);
    renderScreen(
      <>
        <h1>工作台</h1>
        <SosLayer />
      </>,
      { path: paths.home },
    );
    await act(() => vi.advanceTimersByTimeAsync(SOS_CODE_WAIT_MS - 100));
    expect(screen.queryByRole('link', { name: '拨打 110' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('link', { name: '拨打 110' })).toHaveAttribute('href', 'tel:110');
    expect(screen.getByRole('heading', { name: '工作台' })).toBeInTheDocument();

    // The code comes after all (the network woke up): the SOS takes the link's place.
    vi.useRealTimers();
    await act(async () => code.arrive({ PageSos: () => <button type="button" aria-label="SOS 紧急呼救" /> }));
    expect(await screen.findByRole('button', { name: 'SOS 紧急呼救' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '拨打 110' })).toBeNull();
  });
});
