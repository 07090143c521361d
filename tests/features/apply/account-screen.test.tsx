// pages/apply/account: the server's cities and items as choices, saved with the choices' ids.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountScreen } from '@/features/apply/screens/account-screen';
import { readDraft } from '@/features/apply/utils/draft-store';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { applicantSession, failingFirst } from './support';

applicantSession();
const show = () => renderScreen(<AccountScreen />, { path: '/pages/apply/account', route: '/pages/apply/account', signedIn: true });
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('Account step', () => {
  it("shows the saved choices among the server's options, saves them by id, and 保存并继续 opens the next step", async () => {
    const calls = stubApi({
      getApplyAccount: { body: contractExample('getApplyAccount') },
      getApplyOptions: { body: contractExample('getApplyOptions') },
      saveApplyAccount: { body: { code: 200, msg: '保存成功', data: null } },
      getApplyProcess: { body: contractExample('getApplyProcess') },
    });
    const { router } = show();
    expect(await screen.findByRole('checkbox', { name: '全身精油SPA 90分钟' }, { timeout: 3000 })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '头部舒压按摩 30分钟' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '上海市' })).toBeChecked();
    await user().click(screen.getByRole('checkbox', { name: '头部舒压按摩 30分钟' }));
    expect(readDraft<{ serviceItems: string[] }>('account')?.serviceItems).toContain('si_105');
    await user().click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(calls.some((c) => c.operationId === 'saveApplyAccount')).toBe(true));
    expect(calls.find((c) => c.operationId === 'saveApplyAccount')?.body).toEqual({
      serviceCity: '310100',
      serviceItems: ['si_101', 'si_102', 'si_103', 'si_105'],
      workYears: 6,
      referrer: 'WLJ6P3',
    });
    await waitFor(() => expect(readDraft('account')).toBeNull());
    // Issue 29: the next step (basic information), not back to the process page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/apply/simple'));
  });

  it("opens a step never filled with what the applicant's lead says: its city, its items (matched by name) and its invite code", async () => {
    stubApi({
      getApplyAccount: { body: contractExample('getApplyAccount', 'todo') },
      getApplyOptions: { body: contractExample('getApplyOptions') },
      getWorkerClueInfo: { body: contractExample('getWorkerClueInfo') },
    });
    show();
    // The lead (杭州市; 全身精油SPA 90分钟, 肩颈推拿 60分钟, 足底反射疗法 45分钟; CXH5T8, the worker who invited her), under the options' own ids.
    expect(await screen.findByRole('radio', { name: '杭州市' }, { timeout: 3000 })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '全身精油SPA 90分钟' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '肩颈推拿 60分钟' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '头部舒压按摩 30分钟' })).not.toBeChecked();
    expect(screen.getByDisplayValue('CXH5T8')).toBeInTheDocument();
  });

  it('opens a saved step as saved, whatever the lead says, and an empty one empty when the lead cannot come', async () => {
    stubApi({
      getApplyAccount: { body: contractExample('getApplyAccount') },
      getApplyOptions: { body: contractExample('getApplyOptions') },
      getWorkerClueInfo: { body: contractExample('getWorkerClueInfo') },
    });
    show();
    expect(await screen.findByRole('radio', { name: '上海市' }, { timeout: 3000 })).toBeChecked();
    expect(screen.getByRole('radio', { name: '杭州市' })).not.toBeChecked();
    cleanup();
    stubApi({
      getApplyAccount: { body: contractExample('getApplyAccount', 'todo') },
      getApplyOptions: { body: contractExample('getApplyOptions') },
      getWorkerClueInfo: { status: 404, body: contractExample('getWorkerClueInfo', undefined, '404') },
    });
    show();
    expect(await screen.findByRole('radio', { name: '杭州市' }, { timeout: 3000 })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '全身精油SPA 90分钟' })).not.toBeChecked();
  });

  it('says so when no city or service is open yet', async () => {
    const options = contractExample<{ data: { cities: unknown[] } }>('getApplyOptions');
    options.data.cities = [];
    stubApi({ getApplyAccount: { body: contractExample('getApplyAccount', 'todo') }, getApplyOptions: { body: options } });
    show();
    expect(await screen.findByText('暂未开放可申请的城市或服务项目，请稍后再来', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says what went wrong, with a retry', async () => {
    const options = failingFirst(contractExample('getApplyOptions'));
    stubApi({ getApplyAccount: { body: contractExample('getApplyAccount') }, getApplyOptions: options.answer });
    show();
    const retry = await screen.findByRole('button', { name: '重试' });
    options.recover();
    await user().click(retry);
    expect(await screen.findByRole('checkbox', { name: '全身精油SPA 90分钟' }, { timeout: 3000 })).toBeInTheDocument();
  });
});
