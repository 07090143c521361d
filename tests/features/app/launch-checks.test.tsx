// At launch the app asks for the maintenance state and its version (issue 20; docs/decisions.md, "At launch"): not
// only after a 404 or a 502.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAtLaunch } from '@/app/launch';
import { contractExample } from '../../support/contract';
import { stubApi } from '../../support/render';

const ANDROID = 'Mozilla/5.0 (Linux; Android 10; M2006C3LC) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const user = userEvent.setup({ pointerEventsCheck: 0 });

function launch(maintenance: string, version: string, at = '/pages/index/index') {
  const calls = stubApi({
    getMaintenanceState: { body: contractExample('getMaintenanceState', maintenance) },
    getAppVersion: { body: contractExample('getAppVersion', version) },
  });
  const navigate = vi.fn();
  const done = checkAtLaunch({ pathname: () => at, navigate }, ANDROID);
  return { calls, navigate, done };
}

afterEach(async () => {
  Dialog.clear();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the launch checks', () => {
  it('ask for the maintenance state and the version of this build, and leave an up-to-date app where it is', async () => {
    const { calls, navigate, done } = launch('default', 'upToDate');
    await done;
    expect(calls.map((c) => c.operationId).sort()).toEqual(['getAppVersion', 'getMaintenanceState']);
    const asked = calls.find((c) => c.operationId === 'getAppVersion')!.url.searchParams;
    expect(asked.get('platform')).toBe('android');
    expect(asked.get('versionCode')).toBe('120');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('open the maintenance page when the platform is down', async () => {
    const { navigate, done } = launch('inMaintenance', 'optionalUpdate');
    await done;
    expect(navigate).toHaveBeenCalledWith('/pages/maintenance/index', { replace: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('open the upgrade page, with no way around it, for a forced update', async () => {
    const { navigate, done } = launch('default', 'forcedUpdate');
    await done;
    expect(navigate).toHaveBeenCalledWith('/pages/update/index', { replace: true });
  });

  it('offer an optional update once: "update now" opens the upgrade page', async () => {
    const { navigate, done } = launch('default', 'optionalUpdate');
    const dialog = await screen.findByRole('dialog', { name: '发现新版本 1.0.16' });
    expect(within(dialog).getByText(/首页新增接单状态快捷切换/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '立即更新' }));
    await done;
    expect(navigate).toHaveBeenCalledWith('/pages/update/index');
  });

  it('"later" puts that version off for the rest of the session', async () => {
    const first = launch('default', 'optionalUpdate');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '稍后再说' }));
    await first.done;
    expect(first.navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = launch('default', 'optionalUpdate');
    await again.done;
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leave the system pages alone, and a failed check changes nothing', async () => {
    const onUpdate = launch('inMaintenance', 'forcedUpdate', '/pages/update/index');
    await onUpdate.done;
    expect(onUpdate.navigate).not.toHaveBeenCalled();
    stubApi({ getMaintenanceState: { status: 500, body: {} }, getAppVersion: { status: 500, body: {} } });
    const navigate = vi.fn();
    await checkAtLaunch({ pathname: () => '/pages/index/index', navigate }, ANDROID);
    expect(navigate).not.toHaveBeenCalled();
  });
});
