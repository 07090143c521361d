// Pull to refresh: a long enough pull from the top refreshes once and says so; a short pull, a pull
// while scrolled down, or a second pull during a refresh does nothing.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PULL, PullRefresh } from '@/components/pull-refresh';
import { i18n } from '@/lib/i18n/i18n';

function setup() {
  let finish: () => void = () => {};
  const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  render(
    <I18nextProvider i18n={i18n}>
      <PullRefresh onRefresh={onRefresh}>
        <p>订单列表</p>
      </PullRefresh>
    </I18nextProvider>,
  );
  const content = screen.getByText('订单列表');
  const pull = (dy: number) => {
    fireEvent.touchStart(content, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(content, { touches: [{ clientY: 100 + dy }] });
  };
  const release = () => fireEvent.touchEnd(content, { touches: [] });
  return { onRefresh, pull, release, finish: () => act(async () => finish()) };
}

afterEach(() => {
  document.documentElement.scrollTop = 0;
});

describe('PullRefresh', () => {
  it('asks to release past the threshold, then refreshes once and shows it until done', async () => {
    const { onRefresh, pull, release, finish } = setup();
    pull(PULL.threshold * PULL.resistance - 10);
    expect(screen.getByRole('status')).toHaveTextContent('下拉刷新');
    pull(PULL.threshold * PULL.resistance + 10);
    expect(screen.getByRole('status')).toHaveTextContent('释放立即刷新');
    release();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('刷新中…');

    pull(300);
    release();
    expect(onRefresh).toHaveBeenCalledTimes(1);

    await finish();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does nothing on a short pull', () => {
    const { onRefresh, pull, release } = setup();
    pull(PULL.threshold * PULL.resistance - 10);
    release();
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('leaves a page scrolled down to scroll', () => {
    const { onRefresh, pull, release } = setup();
    document.documentElement.scrollTop = 200;
    pull(300);
    release();
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays usable when the refresh fails', async () => {
    const { onRefresh, pull, release } = setup();
    onRefresh.mockRejectedValueOnce(new Error('网络异常'));
    pull(300);
    release();
    await act(async () => {});
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    pull(300);
    release();
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });
});
