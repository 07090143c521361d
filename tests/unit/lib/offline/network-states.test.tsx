// The network said plainly: offline with nothing cached, the loading state says what will happen
// (not a skeleton); a failure for the network says so; cached data shows its age offline.
import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkBanner } from '@/app/network-banner';
import { Providers } from '@/app/providers';
import { DataAge } from '@/components/data-age';
import { ErrorState, LoadingBlock } from '@/components/query-state';
import { ApiError } from '@/lib/api/errors';
import { testQueryClient } from '../../../support/render';

const offline = () => act(() => onlineManager.setOnline(false));
afterEach(() => {
  act(() => onlineManager.setOnline(true));
  vi.unstubAllGlobals();
});

const inApp = (ui: React.ReactNode) => render(<Providers queryClient={testQueryClient()}>{ui}</Providers>);

describe('offline with nothing cached', () => {
  it('shows the offline state with a retry, not a skeleton', () => {
    inApp(<LoadingBlock />);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    offline();
    expect(screen.getByText('无网络连接。恢复网络后会自动加载。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

describe('a failure for the network', () => {
  it('says it is the network, not the request text', () => {
    inApp(<ErrorState error={new ApiError('network', 'Failed to fetch')} onRetry={() => undefined} />);
    expect(screen.getByText('网络连接失败')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });
  it('a server error still shows its own message', () => {
    inApp(<ErrorState error={new ApiError('business', '订单已取消')} onRetry={() => undefined} />);
    expect(screen.getByText('订单已取消')).toBeInTheDocument();
  });
});

describe('the data-age line', () => {
  // 11:42 Beijing time today.
  const at = (() => {
    const d = new Date(Date.now() + 8 * 3_600_000);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 11, 42) - 8 * 3_600_000;
  })();

  it('is absent while online and fresh, and says offline with the time of the update', () => {
    vi.setSystemTime(at + 60_000);
    inApp(<DataAge query={{ dataUpdatedAt: at }} />);
    expect(screen.queryByText(/数据更新于/)).toBeNull();
    offline();
    expect(screen.getByRole('status')).toHaveTextContent('离线 · 数据更新于 11:42');
    vi.useRealTimers();
  });
  it('online, a refresh that failed says so with the time', () => {
    inApp(<DataAge query={{ dataUpdatedAt: at, isRefetchError: true }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^未能刷新 · 数据更新于 /);
  });
  it('shows nothing without data', () => {
    offline();
    const { container } = inApp(<DataAge query={{ dataUpdatedAt: 0 }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the banner', () => {
  it('shows once offline, and goes when the network is back', () => {
    localStorage.setItem('uni_id_token', 't');
    localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
    inApp(<NetworkBanner />);
    expect(screen.queryByText('无网络连接，显示的是上次更新的内容')).toBeNull();
    offline();
    expect(screen.getByText('无网络连接，显示的是上次更新的内容')).toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText('无网络连接，显示的是上次更新的内容')).toBeNull();
  });
});

describe('a dead network that comes back without a word', () => {
  it('one retry that gets an answer asks again every part that failed for the network, not one that the server refused', async () => {
    const { QueryState } = await import('@/components/query-state');
    const { useQuery } = await import('@tanstack/react-query');
    const { noteAnswerHeard } = await import('@/lib/network/heard');
    const { fireEvent, waitFor } = await import('@testing-library/react');
    let up = false;
    const asked = { header: 0, menu: 0, refused: 0 };
    // Each part as a screen has it: its query, its error with a retry. The header's retry is the one
    // tapped; the request wrapper notes an answer heard as the real one does.
    const part = (name: 'header' | 'menu' | 'refused') =>
      function Part() {
        const query = useQuery({
          queryKey: [name],
          retry: false,
          queryFn: async () => {
            asked[name] += 1;
            if (name === 'refused') throw new ApiError('business', '没有权限');
            if (!up) throw new ApiError('network', 'Failed to fetch');
            noteAnswerHeard();
            return `${name} loaded`;
          },
        });
        return <QueryState query={query}>{(text) => <p>{text}</p>}</QueryState>;
      };
    const [Header, Menu, Refused] = [part('header'), part('menu'), part('refused')];
    inApp(
      <>
        <Header />
        <Menu />
        <Refused />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: '重试' })).toHaveLength(3));
    up = true;
    fireEvent.click(screen.getAllByRole('button', { name: '重试' })[0]!);
    await screen.findByText('header loaded');
    await screen.findByText('menu loaded');
    expect(asked).toEqual({ header: 2, menu: 2, refused: 1 });
    expect(screen.getAllByRole('button', { name: '重试' })).toHaveLength(1);
  });
});
