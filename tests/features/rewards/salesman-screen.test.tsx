// pages/salesman/index: the salesman's level, team and commission, the code to copy, and the page
// to share (native bridge, else Web Share, else the link copied, else shown); a worker who is not a
// salesman reads how to become one; a failed call with a retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { SalesmanScreen } from '@/features/rewards/screens/salesman-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { ofOp, phone, signIn } from './support';

beforeEach(signIn);
afterEach(() => {
  vi.unstubAllGlobals();
  window.WorkerNative = undefined;
});

const SHARE_URL = 'https://h5.example-massage.cn/#/pages/index/index?inviteCode=LXM8K2';
const salesman = () => ({ body: contractExample('getMySalesmanInfo') });

describe('Salesman page', () => {
  it('shows the level, the team, the commission in yuan and the code, which copies', async () => {
    const { copied } = phone({ clipboard: true });
    stubApi({ getMySalesmanInfo: salesman() });
    renderScreen(<SalesmanScreen />, { path: paths.salesman, signedIn: true });
    const profile = (await screen.findByRole('heading', { name: '李秀梅' })).closest('section')!;
    expect(profile).toHaveTextContent('中级推广员');
    expect(profile).toHaveTextContent('推广人数23');
    expect(profile).toHaveTextContent('累计佣金¥486.50');
    const code = screen.getByRole('heading', { name: '我的推广码' }).closest('section')!;
    expect(code).toHaveTextContent('LXM8K2');
    await userEvent.click(within(code).getByRole('button', { name: '复制推广码' }));
    await userEvent.click(within(code).getByRole('button', { name: '复制推广链接' }));
    expect(copied).toEqual(['LXM8K2', SHARE_URL]);
  });

  it('shares the page through the native bridge, with its card', async () => {
    const { shared } = phone({ bridge: true, webShare: true, clipboard: true });
    stubApi({ getMySalesmanInfo: salesman() });
    renderScreen(<SalesmanScreen />, { path: paths.salesman, signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '分享推广页' }));
    await waitFor(() =>
      expect(shared).toEqual([{ title: '李秀梅邀请你加入上门按摩技师平台', url: SHARE_URL, image: 'https://cdn.example-massage.cn/shop/share/salesman-poster.jpg' }]),
    );
  });

  it('copies the link without a bridge or Web Share, and shows it when nothing can copy', async () => {
    const { copied } = phone({ clipboard: true });
    stubApi({ getMySalesmanInfo: salesman() });
    const view = renderScreen(<SalesmanScreen />, { path: paths.salesman, signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '分享推广页' }));
    await waitFor(() => expect(copied).toEqual([SHARE_URL]));
    expect(await screen.findByText('链接已复制，可粘贴发送给好友')).toBeInTheDocument();
    view.unmount();

    phone({});
    renderScreen(<SalesmanScreen />, { path: paths.salesman, signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '分享推广页' }));
    expect(await screen.findByLabelText('分享链接')).toHaveTextContent(SHARE_URL);
  });

  it('tells a worker who is not a salesman how to become one', async () => {
    stubApi({ getMySalesmanInfo: { body: contractExample('getMySalesmanInfo', 'notSalesman') } });
    renderScreen(<SalesmanScreen />, { path: paths.salesman, signedIn: true });
    expect(await screen.findByText('你还不是推广员')).toBeInTheDocument();
    expect(screen.getByText(/如需开通，请联系平台客服/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '分享推广页' })).toBeNull();
  });

  it('says what went wrong, with a retry that asks again', async () => {
    let fail = true;
    const calls = stubApi({ getMySalesmanInfo: () => (fail ? { status: 500, body: {} } : salesman()) });
    renderScreen(<SalesmanScreen />, { path: paths.salesman, signedIn: true });
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '李秀梅' })).toBeInTheDocument();
    expect(ofOp(calls, 'getMySalesmanInfo')).toHaveLength(2);
  });
});
