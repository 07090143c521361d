// The SOS on the safety centre: a 2 s hold dials 110 and sends one alert with the position and the
// order; a tap only explains; "误触，取消" within 5 s sends the cancel; Space held works as a finger.
// The alert goes first, always (issue 37): beside a step already on the wire, kept offline and
// delivered by itself when the network returns (the button then says the platform has it), and
// never behind a dialog, on a phone that was never asked for its location.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { FloatingSos } from '@/features/safety/components/floating-sos';
import { SafetyScreen } from '@/features/safety/screens/safety-screen';
import { appJournal } from '@/lib/outbox/journal';
import { change as submit } from '@/lib/outbox';
import { saveSession } from '@/lib/session/session';
import { contractExample } from '../../support/contract';
import { fakeGeolocation, removeGeolocation } from '../../support/geolocation';
import { renderScreen, stubApi } from '../../support/render';

type Alert = { data: { id: string; notifiedContacts: { name: string }[] } };
type Stubs = Parameters<typeof stubApi>[0];
const ORDER = 'so_202611220002';
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function open(orderId?: string, stubs: Stubs = {}) {
  const calls = stubApi({
    getSafetyCenter: { body: contractExample('getSafetyCenter') },
    listEmergencyContacts: { body: contractExample('listEmergencyContacts') },
    createSosAlert: { body: contractExample('createSosAlert') },
    cancelSosAlert: { body: contractExample('cancelSosAlert') },
    ...stubs,
  });
  renderScreen(<SafetyScreen />, { path: orderId ? `${paths.safety}?orderId=${orderId}` : paths.safety, route: paths.safety });
  return { calls, alerts: () => calls.filter((c) => c.operationId === 'createSosAlert'), cancels: () => calls.filter((c) => c.operationId === 'cancelSosAlert') };
}

const sos = () => screen.getByRole('button', { name: 'SOS 紧急呼救' });
const status = () => screen.getAllByRole('status').find((el) => el.closest('.sos'))!;

/** Whatever dialog or mask shows from now on (the location's explanation is one), each as it appeared. */
function watchDialogs() {
  const seen: string[] = [];
  const look = () => {
    for (const el of document.querySelectorAll('[role="dialog"], [role="alertdialog"], .adm-dialog, .adm-mask')) seen.push(el.textContent || el.className);
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  look();
  return { seen, stop: () => observer.disconnect() };
}

describe('SOS button', () => {
  const dial = vi.fn();
  beforeEach(() => {
    // The location was explained before (the first depart does it); a fresh phone is tested below.
    localStorage.setItem('worker_permission_explained_location', '1');
    // Signed in: the outbox sends an intent only in the session of the worker who made it.
    saveSession('tok', Date.now() + 3_600_000, 'w_10024');
    window.WorkerNative = { dial };
    fakeGeolocation({ coords: { latitude: 31.19814, longitude: 121.43783 } });
  });
  afterEach(() => {
    delete window.WorkerNative;
    dial.mockReset();
    removeGeolocation();
  });

  it('held for 2 s, dials 110 at once and sends exactly one alert with the position, the order and a key', async () => {
    const { alerts } = open(ORDER);
    fireEvent.pointerDown(sos(), { button: 0 });
    expect(status()).toHaveTextContent('继续按住');
    await wait(2_100);
    expect(dial).toHaveBeenCalledWith('110');
    await waitFor(() => expect(alerts()).toHaveLength(1));
    fireEvent.pointerUp(sos());
    const [alert] = alerts();
    const body = alert.body as Record<string, unknown>;
    expect(body.orderId).toBe(ORDER);
    // GCJ-02, a few hundred metres from the browser's WGS-84 point.
    expect(body.latitude).toBeCloseTo(31.196, 2);
    expect(body.longitude).toBeCloseTo(121.442, 2);
    expect(body.positionAgeSeconds).toBe(0);
    expect(String(body.occurredAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(new Headers(alert.init.headers).get('Idempotency-Key')).toMatch(/.{16,}/);
    expect(await screen.findByRole('button', { name: '误触，取消' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('已呼救');
    await wait(300);
    expect(alerts()).toHaveLength(1);
    expect(dial).toHaveBeenCalledTimes(1);
  }, 15_000);

  it('offline, dials 110 at once and keeps the alert on the phone; when the network returns it goes by itself, and the button says the platform has it', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const { alerts } = open(ORDER);
    fireEvent.pointerDown(sos(), { button: 0 });
    await wait(2_100);
    fireEvent.pointerUp(sos());
    expect(dial).toHaveBeenCalledWith('110');
    await waitFor(() => expect(status()).toHaveTextContent('求救信息已保存在手机上，有网络时第一个发送'));
    expect(appJournal().all().map((intent) => [intent.kind, intent.lane])).toEqual([['createSosAlert', 'sos']]);
    // Past the cancel window, still on the phone, and still saying so.
    await wait(5_100);
    expect(screen.queryByRole('button', { name: '误触，取消' })).toBeNull();
    expect(status()).toHaveTextContent('求救信息已保存在手机上');
    expect(alerts()).toHaveLength(0);

    // The network returns: no tap, the browser's `online` event only.
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(alerts()).toHaveLength(1));
    expect((alerts()[0].body as Record<string, unknown>).orderId).toBe(ORDER);
    await waitFor(() => expect(status()).toHaveTextContent('已呼救，平台已收到求救'));
    expect(status()).not.toHaveTextContent('保存在手机上');
    // The contacts the platform notifies, as its answer names them.
    const names = contractExample<Alert>('createSosAlert').data.notifiedContacts.map((c) => c.name);
    expect(status()).toHaveTextContent(`已通知紧急联系人：${names.join('、')}`);
    expect(dial).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('goes at once while a step is still on the wire, never behind it', async () => {
    let answerDepart = () => {};
    const { calls, alerts } = open(ORDER, {
      // A depart whose answer does not come (an upload or a step on a slow network: up to 30-60 s).
      departServiceOrder: () => new Promise((resolve) => (answerDepart = () => resolve({ body: contractExample('departServiceOrder') }))),
    });
    submit('departServiceOrder', { id: ORDER }, { orderId: ORDER });
    await waitFor(() => expect(calls.map((c) => c.operationId)).toContain('departServiceOrder'));
    fireEvent.pointerDown(sos(), { button: 0 });
    await wait(2_100);
    fireEvent.pointerUp(sos());
    // The depart is still unanswered when the alert has gone and been answered.
    await waitFor(() => expect(alerts()).toHaveLength(1));
    await waitFor(() => expect(status()).toHaveTextContent('已呼救，平台已收到求救'));
    // The alert stays followed (sent, where it stands shows from it); the depart still waits.
    expect(appJournal().all().map((intent) => [intent.kind, intent.state])).toEqual([
      ['departServiceOrder', 'pending'],
      ['createSosAlert', 'sent'],
    ]);
    answerDepart();
    await waitFor(() => expect(appJournal().all().map((intent) => intent.kind)).toEqual(['createSosAlert']));
  }, 15_000);

  it('from a fresh phone (the location never explained, a position known from an hour ago): no dialog, and the alert carries that position with its age', async () => {
    localStorage.removeItem('worker_permission_explained_location');
    localStorage.setItem('cache:last-position', JSON.stringify({ latitude: 31.201735, longitude: 121.442862, accuracyMeters: 30, at: Date.now() - 3_600_000 }));
    // The browser has not been allowed the location: reading it would show its own question.
    const gps = fakeGeolocation({ coords: { latitude: 31.19814, longitude: 121.43783 } });
    vi.spyOn(navigator.permissions, 'query').mockResolvedValue({ state: 'prompt' } as PermissionStatus);
    const dialogs = watchDialogs();
    const { alerts } = open();
    fireEvent.pointerDown(sos(), { button: 0 });
    await wait(2_100);
    fireEvent.pointerUp(sos());
    expect(dial).toHaveBeenCalledWith('110');
    // Without a fresh fix to wait for, it goes at once.
    await waitFor(() => expect(alerts()).toHaveLength(1), { timeout: 1_000 });
    const body = alerts()[0].body as Record<string, number>;
    expect(body).toMatchObject({ latitude: 31.201735, longitude: 121.442862, accuracyMeters: 30 });
    expect(body.positionAgeSeconds).toBeGreaterThanOrEqual(3_600);
    expect(body.positionAgeSeconds).toBeLessThan(3_610);
    await waitFor(() => expect(status()).toHaveTextContent('已呼救，平台已收到求救'));
    await wait(300);
    dialogs.stop();
    expect(dialogs.seen).toEqual([]);
    expect(gps).not.toHaveBeenCalled();
    // Nothing was explained: the explanation waits for a calm moment (the first depart).
    expect(localStorage.getItem('worker_permission_explained_location')).toBeNull();
  }, 15_000);

  it('"误触，取消" on an alert kept offline takes it back from the phone: nothing is sent when the network returns', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const { alerts, cancels } = open(ORDER);
    fireEvent.pointerDown(sos(), { button: 0 });
    await wait(2_100);
    fireEvent.pointerUp(sos());
    await waitFor(() => expect(status()).toHaveTextContent('求救信息已保存在手机上'));
    fireEvent.click(screen.getByRole('button', { name: '误触，取消' }));
    await waitFor(() => expect(status()).toHaveTextContent('已取消求救'));
    expect(appJournal().all()).toEqual([]);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await wait(300);
    expect(alerts()).toHaveLength(0);
    expect(cancels()).toHaveLength(0);
    expect(status()).toHaveTextContent('已取消求救');
  }, 15_000);

  it('a tap sends nothing and says to hold for 2 seconds', async () => {
    const { alerts } = open(ORDER);
    fireEvent.pointerDown(sos(), { button: 0 });
    await wait(150);
    fireEvent.pointerUp(sos());
    expect(status()).toHaveTextContent('长按2秒呼救');
    await wait(2_200);
    expect(alerts()).toHaveLength(0);
    expect(dial).not.toHaveBeenCalled();
  }, 15_000);

  it('"误触，取消" within 5 s cancels the alert just sent', async () => {
    const { alerts, cancels } = open();
    fireEvent.pointerDown(sos(), { button: 0 });
    await wait(2_100);
    fireEvent.pointerUp(sos());
    fireEvent.click(await screen.findByRole('button', { name: '误触，取消' }));
    await waitFor(() => expect(cancels()).toHaveLength(1));
    expect(cancels()[0].body).toMatchObject({ id: contractExample<Alert>('createSosAlert').data.id });
    expect(new Headers(cancels()[0].init.headers).get('Idempotency-Key')).toMatch(/.{16,}/);
    // From Home or the centre without an order: no order in the alert.
    expect((alerts()[0].body as Record<string, unknown>).orderId).toBeUndefined();
    await waitFor(() => expect(status()).toHaveTextContent('已取消求救'));
  }, 15_000);

  it('held with the keyboard (Space) as with a finger; released early, it only explains', async () => {
    const { alerts } = open(ORDER);
    fireEvent.keyDown(sos(), { key: ' ' });
    await wait(200);
    fireEvent.keyUp(sos(), { key: ' ' });
    expect(status()).toHaveTextContent('长按2秒呼救');
    fireEvent.keyDown(sos(), { key: ' ' });
    await wait(2_100);
    fireEvent.keyUp(sos(), { key: ' ' });
    await waitFor(() => expect(alerts()).toHaveLength(1));
    expect(dial).toHaveBeenCalledWith('110');
  }, 15_000);

  it('sends without a position when none comes within 3 s', async () => {
    // A GPS that never answers.
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: vi.fn() } });
    const { alerts } = open(ORDER);
    fireEvent.pointerDown(sos(), { button: 0 });
    await wait(2_100);
    fireEvent.pointerUp(sos());
    expect(dial).toHaveBeenCalledWith('110');
    await wait(2_000);
    expect(alerts()).toHaveLength(0);
    await waitFor(() => expect(alerts()).toHaveLength(1), { timeout: 3_000 });
    expect(alerts()[0].body).not.toHaveProperty('latitude');
    expect(alerts()[0].body).toMatchObject({ orderId: ORDER });
  }, 15_000);

  it('floats in a landmark of its own (a dock), whose height the page keeps free at its end while it shows', () => {
    stubApi({});
    const { unmount } = renderScreen(<FloatingSos bar="tabs" />);
    const dock = screen.getByRole('complementary', { name: '紧急求助' });
    expect(within(dock).getByRole('button', { name: 'SOS 紧急呼救' })).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--sos-dock-space')).toMatch(/^\d+px$/);
    unmount();
    expect(document.documentElement.style.getPropertyValue('--sos-dock-space')).toBe('');
  });
});
