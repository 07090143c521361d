// A piece the page works without, whose code does not arrive (offline before it was fetched, with
// no service worker): the page stays and the piece's stand-in shows, never a white screen (React
// unmounts the whole app on a lazy component's error outside a route's error page) nor the "page
// failed" page. The floating SOS's stand-in is a plain 110 link. Code that neither comes nor fails
// (a stalled fetch) gets a time limit, then the stand-in, which the piece replaces if it comes.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { lazyOptional } from '@/lib/loading/optional';
import { renderScreen } from '../../support/render';

vi.mock('@/app/layouts/page-sos', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/page-sos.js');
});
vi.mock('@/lib/ui/yield', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/ui/yield')>()),
  whenIdleAfterLoad: (work: () => void) => {
    work();
    return () => undefined;
  },
}));

const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/outbox-status.js'));

describe('a piece whose code did not arrive', () => {
  it('shows its stand-in, and the page around it stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Banner = lazyOptional<object>(offline, () => <p>stand-in</p>);
    render(
      <main>
        <h1>工作台</h1>
        <Suspense fallback={null}>
          <Banner />
        </Suspense>
      </main>,
    );
    expect(await screen.findByText('stand-in')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '工作台' })).toBeInTheDocument();
  });

  it('shows nothing by default', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Banner = lazyOptional<object>(offline);
    render(
      <main>
        <h1>工作台</h1>
        <Suspense fallback={<p>loading</p>}>
          <Banner />
        </Suspense>
      </main>,
    );
    await vi.waitFor(() => expect(screen.queryByText('loading')).toBeNull());
    expect(screen.getByRole('heading', { name: '工作台' })).toBeInTheDocument();
  });

  it('whose code stalls shows its stand-in once its time limit has passed, and the piece replaces it when the code comes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let arrive: (piece: () => React.ReactElement) => void = () => undefined;
    const stalled = new Promise<() => React.ReactElement>((resolve) => (arrive = resolve));
    const Banner = lazyOptional<object>(() => stalled, () => <p>stand-in</p>, { id: 'banner', timeoutMs: 100 });
    render(
      <main>
        <h1>工作台</h1>
        <Suspense fallback={<p>loading</p>}>
          <Banner />
        </Suspense>
      </main>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('stand-in')).toBeInTheDocument();
    await act(async () => arrive(() => <p>the piece</p>));
    expect(await screen.findByText('the piece')).toBeInTheDocument();
    expect(screen.queryByText('stand-in')).toBeNull();
    expect(screen.getByRole('heading', { name: '工作台' })).toBeInTheDocument();
  });

  it('whose stalled code finally fails keeps its stand-in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    const stalled = new Promise<() => null>((_, reject) => (fail = reject));
    const Banner = lazyOptional<object>(() => stalled, () => <p>stand-in</p>, { id: 'banner', timeoutMs: 50 });
    render(
      <Suspense fallback={null}>
        <Banner />
      </Suspense>,
    );
    expect(await screen.findByText('stand-in')).toBeInTheDocument();
    await act(async () => fail(new TypeError('Failed to fetch dynamically imported module: /assets/banner.js')));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('stand-in')).toBeInTheDocument();
  });

  it("the SOS's: Home keeps a 110 link where the SOS floats", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { SosLayer } = await import('@/app/layouts/sos-layer');
    renderScreen(
      <>
        <h1>工作台</h1>
        <SosLayer />
      </>,
      { path: paths.home },
    );
    const call = await screen.findByRole('link', { name: '拨打 110' });
    expect(call).toHaveAttribute('href', 'tel:110');
    expect(screen.getByRole('heading', { name: '工作台' })).toBeInTheDocument();
  });
});
