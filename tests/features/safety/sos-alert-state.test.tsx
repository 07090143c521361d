// The alert's state past the 5 s cancel window (issue 41): where it stands shows wherever the SOS
// does (the safety centre here, Home's and the order's dock in page-sos.test.tsx), read from the
// journal and getSosAlert; 我已安全 / 误报，撤回 go once per tap through the outbox's SOS lane (kept
// offline with their key, sent when the network returns); a page opened later shows the same alert;
// an alert delivered while no button followed it says delivered, never that it waits on the phone;
// and none of it holds back a new SOS.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { FloatingSos } from '@/features/safety/components/floating-sos';
import { SafetyScreen } from '@/features/safety/screens/safety-screen';
import { appJournal } from '@/lib/outbox/journal';
import { saveSession } from '@/lib/session/session';
import { contractExample } from '../../support/contract';
import { fakeGeolocation, removeGeolocation } from '../../support/geolocation';
import { renderScreen, stubApi } from '../../support/render';

type Alert = { code: number; msg: string; data: { id: string; status: string; resolution?: string | null; notifiedContacts: { name: string }[] } };
type Stubs = Parameters<typeof stubApi>[0];
const ORDER = 'so_202611220002';
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const created = contractExample<Alert>('createSosAlert');
const ID = created.data.id;

function stubs(extra: Stubs = {}) {
  const calls = stubApi({
    getSafetyCenter: { body: contractExample('getSafetyCenter') },
    listEmergencyContacts: { body: contractExample('listEmergencyContacts') },
    createSosAlert: { body: created },
    cancelSosAlert: { body: contractExample('cancelSosAlert') },
    getSosAlert: { body: contractExample('getSosAlert') },
    resolveSosAlert: ({ init }) => {
      const body = JSON.parse(String(init.body)) as { resolution: string };
      return { body: { ...created, data: { ...created.data, resolution: body.resolution, resolvedAt: '2026-11-22T14:38:20+08:00' } } };
    },
    ...extra,
  });
  return { calls, of: (operationId: string) => calls.filter((c) => c.operationId === operationId) };
}

const centre = () => renderScreen(<SafetyScreen />, { path: `${paths.safety}?orderId=${ORDER}`, route: paths.safety });
const sos = () => screen.getByRole('button', { name: 'SOS 紧急呼救' });
const status = () => screen.getAllByRole('status').find((el) => el.closest('.sos'))!;

async function hold() {
  fireEvent.pointerDown(sos(), { button: 0 });
  await wait(2_100);
  fireEvent.pointerUp(sos());
}

describe('the alert past its cancel window', () => {
  const dial = vi.fn();
  beforeEach(() => {
    localStorage.setItem('worker_permission_explained_location', '1');
    saveSession('tok', Date.now() + 3_600_000, 'w_10024');
    window.WorkerNative = { dial };
    fakeGeolocation({ coords: { latitude: 31.19814, longitude: 121.43783 } });
  });
  afterEach(() => {
    delete window.WorkerNative;
    dial.mockReset();
    removeGeolocation();
  });

  it('offers 我已安全 and 误报，撤回 once the window closed; 我已安全 goes once with its key, and the state says so', async () => {
    const { of } = stubs();
    centre();
    await hold();
    await waitFor(() => expect(status()).toHaveTextContent('已呼救，平台已收到求救'));
    // Within the window only "误触，取消".
    expect(within(status()).queryByRole('button', { name: '我已安全' })).toBeNull();
    await wait(5_100);
    expect(within(status()).queryByRole('button', { name: '误触，取消' })).toBeNull();
    const safe = within(status()).getByRole('button', { name: '我已安全' });
    expect(within(status()).getByRole('button', { name: '误报，撤回求救' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('安全专员仍会给您回电确认');
    // Two taps in one frame: one word.
    fireEvent.click(safe);
    fireEvent.click(safe);
    await waitFor(() => expect(status()).toHaveTextContent('已告知平台：您已安全。安全专员仍会回电确认'));
    expect(of('resolveSosAlert')).toHaveLength(1);
    expect(of('resolveSosAlert')[0].body).toMatchObject({ id: ID, resolution: 'safe' });
    expect(new Headers(of('resolveSosAlert')[0].init.headers).get('Idempotency-Key')).toMatch(/.{16,}/);
    expect(within(status()).queryByRole('button', { name: '我已安全' })).toBeNull();
    // Closed by the worker: the dock says nothing more.
    fireEvent.click(within(status()).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(status()).toHaveTextContent(''));
    expect(of('createSosAlert')).toHaveLength(1);
  }, 20_000);

  it('offline, 误报，撤回 is kept on the phone in the SOS lane and says so; it goes once, with its key, when the network returns', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const { of } = stubs();
    centre();
    await hold();
    await wait(5_200);
    const back = within(status()).getByRole('button', { name: '误报，撤回求救' });
    online = false;
    fireEvent.click(back);
    await waitFor(() => expect(status()).toHaveTextContent('“撤回求救”已保存在手机上，有网络时立即发送'));
    const kept = appJournal()
      .all()
      .filter((i) => i.kind === 'resolveSosAlert');
    expect(kept.map((i) => [i.kind, i.lane, i.body.id, i.body.resolution])).toEqual([['resolveSosAlert', 'sos', ID, 'mistake']]);
    expect(of('resolveSosAlert')).toHaveLength(0);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(status()).toHaveTextContent('已撤回求救。安全专员仍会回电确认'));
    await wait(300);
    expect(of('resolveSosAlert')).toHaveLength(1);
    expect(new Headers(of('resolveSosAlert')[0].init.headers).get('Idempotency-Key')).toBe(kept[0].key);
    // The word went; the alert stays followed until the worker closes it.
    expect(appJournal().all().map((i) => [i.kind, i.state])).toEqual([['createSosAlert', 'sent']]);
  }, 20_000);

  it('a page opened later (Home\'s dock) shows the same alert as the platform has it, and its close by the safety desk', async () => {
    let desk = 'sent';
    const { of } = stubs({ getSosAlert: () => ({ body: { ...created, data: { ...created.data, status: desk } } }) });
    const first = centre();
    await hold();
    await waitFor(() => expect(status()).toHaveTextContent('已呼救，平台已收到求救'));
    first.unmount();

    // Home, a moment later: a new tree, a new cache (as after a restart), the alert asked by its id.
    const home = renderScreen(<FloatingSos bar="tabs" />);
    const dock = screen.getByRole('complementary', { name: '紧急求助' });
    await waitFor(() => expect(within(dock).getByRole('status')).toHaveTextContent('已呼救，平台已收到求救'));
    await waitFor(() => expect(within(dock).getByRole('status')).toHaveTextContent(`已通知紧急联系人：${created.data.notifiedContacts.map((c) => c.name).join('、')}`));
    expect(within(dock).getByRole('button', { name: '我已安全' })).toBeInTheDocument();
    expect(of('getSosAlert').at(-1)!.url.searchParams.get('id')).toBe(ID);
    home.unmount();

    desk = 'handled';
    renderScreen(<FloatingSos bar="tabs" />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('安全专员已处理这次求救'));
    expect(screen.queryByRole('button', { name: '我已安全' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
  }, 20_000);

  it('an alert kept offline and delivered while no button followed it (another page of the app sent it) says delivered, not that it waits', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    stubs();
    centre();
    await hold();
    await waitFor(() => expect(status()).toHaveTextContent('求救信息已保存在手机上'));
    // The journal is the phone's: another page of the app (a web-view's second page) sent it, kept it
    // as sent with the platform's id, and this one reads the list again.
    const [alert] = appJournal().all();
    localStorage.setItem('worker_outbox', JSON.stringify({ last: alert.seq, intents: [{ ...alert, state: 'sent', wait: undefined, receipt: { id: ID } }] }));
    act(() => appJournal().reread());
    await waitFor(() => expect(status()).toHaveTextContent('已呼救，平台已收到求救'));
    expect(status()).not.toHaveTextContent('保存在手机上');
    online = true;
  }, 20_000);

  it('an alert the platform refused says so, with 拨打110 and 重新发送, and never that it was received, also once its refusal is seen in the outbox list', async () => {
    const { of } = stubs({ createSosAlert: { status: 400, body: { code: 13040, msg: '求救信息不完整' } } });
    centre();
    await hold();
    await waitFor(() => expect(status()).toHaveTextContent('平台未接受这次求救：求救信息不完整。请直接拨打110'));
    await wait(5_100);
    expect(status()).not.toHaveTextContent('平台已收到');
    expect(within(status()).getByRole('button', { name: '拨打110' })).toBeInTheDocument();
    // Seen and closed (知道了, here or in the outbox's list): nothing of it shows, and never "received".
    fireEvent.click(within(status()).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(status()).toHaveTextContent(''));
    expect(screen.queryByText('已呼救，平台已收到求救')).toBeNull();
    // 重新发送 on a refusal is a new alert (the platform answered the old one).
    await hold();
    await waitFor(() => expect(of('createSosAlert')).toHaveLength(2));
    const keys = of('createSosAlert').map((c) => new Headers(c.init.headers).get('Idempotency-Key'));
    expect(keys[1]).not.toBe(keys[0]);
  }, 25_000);

  it('never holds back a new SOS: with 我已安全 waiting on the phone, a new hold dials 110 and its alert goes at once', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const { of } = stubs();
    centre();
    await hold();
    await wait(5_200);
    online = false;
    fireEvent.click(within(status()).getByRole('button', { name: '我已安全' }));
    await waitFor(() => expect(status()).toHaveTextContent('“我已安全”已保存在手机上'));
    online = true;
    dial.mockReset();
    // No `online` event yet: the new alert goes at the hold, by itself.
    await hold();
    expect(dial).toHaveBeenCalledWith('110');
    await waitFor(() => expect(of('createSosAlert')).toHaveLength(2));
    expect(of('createSosAlert')[1].init.headers).toBeDefined();
  }, 25_000);
});
