import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { MaintenanceScreen } from '@/features/system/screens/maintenance-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';

afterEach(() => vi.unstubAllGlobals());

const open = () => renderScreen(<MaintenanceScreen />, { path: paths.maintenance, route: paths.maintenance });

describe('Maintenance page', () => {
  it('shows the title, the message and until when, and stays while maintenance goes on', async () => {
    const calls = stubApi({ getMaintenanceState: { body: contractExample('getMaintenanceState', 'inMaintenance') } });
    const { router } = open();
    expect(await screen.findByRole('heading', { name: '系统升级维护中' })).toBeInTheDocument();
    expect(screen.getByText(/为提供更稳定的服务，平台正在进行系统升级/)).toBeInTheDocument();
    expect(screen.getByText(/预计恢复时间：2026\/11\/23 06:00/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '重新检查' }));
    expect(await screen.findByText('仍在维护中，请稍后再试')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(router.state.location.pathname).toBe(paths.maintenance);
  });

  it('goes Home once a re-check finds maintenance over', async () => {
    let down = true;
    stubApi({ getMaintenanceState: () => ({ body: contractExample('getMaintenanceState', down ? 'inMaintenance' : 'default') }) });
    const { router } = open();
    await screen.findByRole('heading', { name: '系统升级维护中' });
    down = false;
    await userEvent.click(screen.getByRole('button', { name: '重新检查' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
  });

  it('opened while all is well, it says so and waits for the worker instead of bouncing Home', async () => {
    stubApi({ getMaintenanceState: { body: contractExample('getMaintenanceState') } });
    const { router } = open();
    expect(await screen.findByRole('heading', { name: '服务已恢复' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.maintenance);
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(router.state.location.pathname).toBe(paths.home);
  });

  it('says what went wrong and retries when the state cannot be read', async () => {
    let fail = true;
    stubApi({
      getMaintenanceState: () =>
        fail ? { status: 502, body: { code: 502, msg: 'bad gateway' } } : { body: contractExample('getMaintenanceState', 'inMaintenance') },
    });
    open();
    expect(await screen.findByText('服务器错误，请稍后再试')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '系统升级维护中' })).toBeInTheDocument();
  });
});
