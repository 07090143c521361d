// The SOS on the safety centre: a 2 s hold dials 110 and sends one alert with the position and the
// order; a tap only explains; "误触，取消" within 5 s sends the cancel; Space held works as a finger.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { SafetyScreen } from '@/features/safety/screens/safety-screen';
import { appJournal } from '@/lib/outbox/journal';
import { flush, submit } from '@/lib/outbox/outbox';
import { contractExample } from '../../support/contract';
import { fakeGeolocation, removeGeolocation } from '../../support/geolocation';
import { renderScreen, stubApi } from '../../support/render';

type Alert = { data: { id: string } };
const ORDER = 'so_202611220002';
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function open(orderId?: string) {
  const calls = stubApi({
    getSafetyCenter: { body: contractExample('getSafetyCenter') },
    listEmergencyContacts: { body: contractExample('listEmergencyContacts') },
    createSosAlert: { body: contractExample('createSosAlert') },
    cancelSosAlert: { body: contractExample('cancelSosAlert') },
  });
  renderScreen(<SafetyScreen />, { path: orderId ? `${paths.safety}?orderId=${orderId}` : paths.safety, route: paths.safety });
  return { calls, alerts: () => calls.filter((c) => c.operationId === 'createSosAlert'), cancels: () => calls.filter((c) => c.operationId === 'cancelSosAlert') };
}

const sos = () => screen.getByRole('button', { name: 'SOS 紧急呼救' });
const status = () => screen.getAllByRole('status').find((el) => el.closest('.sos'))!;

describe('SOS button', () => {
  const dial = vi.fn();
  beforeEach(() => {
    // The location was explained before: the alert never waits on a dialog.
    localStorage.setItem('worker_permission_explained_location', '1');
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

  it('offline, dials 110 at once and keeps the alert on the phone; it goes in its own lane, not behind steps kept earlier, when the network comes', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const { calls, alerts } = open(ORDER);
    // A step kept offline before the alert.
    submit('departServiceOrder', { id: ORDER }, { orderId: ORDER });
    fireEvent.pointerDown(sos(), { button: 0 });
    await wait(2_100);
    fireEvent.pointerUp(sos());
    expect(dial).toHaveBeenCalledWith('110');
    await waitFor(() => expect(status()).toHaveTextContent('求救信息已保存在手机上，有网络时第一个发送'));
    expect(alerts()).toHaveLength(0);
    expect(appJournal().all().map((intent) => [intent.kind, intent.lane])).toEqual([
      ['departServiceOrder', 'main'],
      ['createSosAlert', 'sos'],
    ]);

    online = true;
    // Only the alert is stubbed: it goes in its lane whatever the step before it meets.
    await flush();
    expect(alerts()).toHaveLength(1);
    expect(calls[calls.length - 1].operationId).toBe('createSosAlert');
    expect((alerts()[0].body as Record<string, unknown>).orderId).toBe(ORDER);
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
});
