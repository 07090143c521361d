// QueryState, the one wrapper around what a query shows: the skeleton while it loads (the offline
// state offline), the error whose retry asks again when there is nothing to show, nothing-here when
// the answer is empty, the content otherwise; and a refresh that failed never replaces the data: it
// stays, with its age (issue 37). Card, the one card: a region named by its heading, with the class
// the look and the e2e selectors read.
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { Card } from '@/components/card';
import { type QueryLike, QueryState } from '@/components/query-state';
import { ApiError } from '@/lib/api/errors';
import { testQueryClient } from '../../support/render';

afterEach(() => act(() => onlineManager.setOnline(true)));

const inApp = (ui: React.ReactNode) => render(<Providers queryClient={testQueryClient()}>{ui}</Providers>);

const query = (state: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...state,
});

const list = (q: QueryLike<string[]>, extra: Partial<React.ComponentProps<typeof QueryState<string[]>>> = {}) => (
  <QueryState query={q} lines={3} empty={(rows) => rows.length === 0} emptyTitle="还没有记录" {...extra}>
    {(rows) => (
      <ul aria-label="记录">
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    )}
  </QueryState>
);

describe('QueryState', () => {
  it('shows the skeleton while the query is pending, and not the content', () => {
    inApp(list(query({ isPending: true })));
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('加载中…')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offline with nothing cached, shows the offline state instead of a skeleton', () => {
    act(() => onlineManager.setOnline(false));
    inApp(list(query({ isPending: true })));
    expect(screen.getByText('无网络连接。恢复网络后会自动加载。')).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows the skeleton while the screen has more to wait for, even with the data', () => {
    inApp(list(query({ data: ['a'] }), { loading: true }));
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('on an error shows what happened, and its retry asks the query again', () => {
    const q = query({ isError: true, error: new ApiError('business', '服务繁忙') });
    inApp(list(q));
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
    expect(screen.getByText('服务繁忙')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the network', new ApiError('network', 'Failed to fetch')],
    ['a 5xx', new ApiError('http', '服务器开小差了', { status: 503 })],
    ['a business code', new ApiError('business', '服务繁忙')],
  ])('a refresh that failed for %s leaves the data on screen, says it could not refresh and when it was updated, and shows no error', (_, error) => {
    const updatedAt = Date.now() - 5 * 60_000;
    inApp(list(query({ isError: true, error, data: ['第一条'], dataUpdatedAt: updatedAt })));
    expect(screen.getByText('第一条')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/^未能刷新 · 数据更新于 \d{2}:\d{2}$/);
    expect(screen.getByRole('status').querySelector('time')).toHaveAttribute('dateTime', new Date(updatedAt).toISOString());
  });

  it('a refresh that failed on an empty answer still says nothing-here, with the age', () => {
    inApp(list(query({ isError: true, error: new ApiError('network', 'Failed to fetch'), data: [], dataUpdatedAt: Date.now() })));
    expect(screen.getByText('还没有记录')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/^未能刷新 · /);
  });

  it('offline, the data it has says its age; online and fresh, no line', () => {
    const { unmount } = inApp(list(query({ data: ['第一条'], dataUpdatedAt: Date.now() })));
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    act(() => onlineManager.setOnline(false));
    inApp(list(query({ data: ['第一条'], dataUpdatedAt: Date.now(), isPaused: true })));
    expect(screen.getByText('第一条')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^离线 · 数据更新于 /);
  });

  it('says there is nothing when the answer is empty, with the action the screen gives', () => {
    inApp(list(query({ data: [] }), { emptyAction: <a href="#/add">添加</a> }));
    expect(screen.getByText('还没有记录')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '添加' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the content with the data once it is there', () => {
    inApp(list(query({ data: ['第一条', '第二条'] })));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['第一条', '第二条']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Card', () => {
  it('is a region named by its heading, with the card class and its own', () => {
    render(
      <Card titleId="wallet-rules" title="提现规则" className="wallet-rules">
        <p>每月可提现三次</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: '提现规则' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveClass('card', 'wallet-rules');
    expect(screen.getByRole('heading', { level: 2, name: '提现规则' })).toHaveClass('card__title');
    expect(region).toHaveTextContent('每月可提现三次');
  });

  it('takes another element and heading level, and without a title has no heading', () => {
    const { container } = render(
      <>
        <Card as="div" title="说明" level={3}>
          <p>内容</p>
        </Card>
        <Card as="nav" aria-label="更多">
          <a href="#/x">链接</a>
        </Card>
      </>,
    );
    expect(screen.getByRole('heading', { level: 3, name: '说明' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '更多' })).toHaveClass('card');
    expect(container.querySelectorAll('.card')).toHaveLength(2);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});
