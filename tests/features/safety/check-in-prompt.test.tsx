// The check-in when a service runs long (issue 28), as the shell shows it over an order in service
// (app/layouts/page-sos.tsx): once the server's check-in time has passed, counted from the order's
// answer, a full-screen 平安 / 需要帮助 with the alarm; 平安 sends one answer through the outbox,
// 需要帮助 dials 110 and sends the SOS alert with the order, then the answer.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetServiceOrderDetailQueryKey } from '@generated/api/orders/get-service-order-detail';
import { PageSos } from '@/app/layouts/page-sos';
import { CheckInPrompt } from '@/features/safety/components/check-in-prompt';
import { secondsToCheckIn } from '@/features/safety/utils/check-in';
import { loadNamespaces } from '@/lib/i18n/i18n';
import { saveSession } from '@/lib/session/session';
import { contractExample } from '../../support/contract';
import { fakeGeolocation, removeGeolocation } from '../../support/geolocation';
import { renderScreen, stubApi, testQueryClient } from '../../support/render';
import { detail } from '../orders/support';

const ID = 'so_202611220002';
const QUESTION = '服务已超时，您是否平安？';

describe('secondsToCheckIn', () => {
  const timer = { checkInRemainingSeconds: 600, checkInAnswerSeconds: 300, checkInAnswer: null };
  it("counts from the answer's arrival, not from the phone's clock", () => {
    expect(secondsToCheckIn(timer, 1_000_000, 1_000_000)).toBe(600);
    expect(secondsToCheckIn(timer, 1_000_000, 1_000_000 + 599_500)).toBe(1);
    expect(secondsToCheckIn(timer, 1_000_000, 1_000_000 + 700_000)).toBe(0);
  });
  it('asks nothing once answered, or when the server gives no check-in', () => {
    expect(secondsToCheckIn({ ...timer, checkInAnswer: 'safe' }, 1_000_000, 2_000_000)).toBeNull();
    expect(secondsToCheckIn({}, 1_000_000, 2_000_000)).toBeNull();
    expect(secondsToCheckIn(null, 1_000_000, 2_000_000)).toBeNull();
  });
});

/** The order page's answer in the cache, as it arrived `ageSeconds` ago. */
function withOrder(example: string, ageSeconds = 0) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getGetServiceOrderDetailQueryKey({ id: ID }), detail(example), { updatedAt: Date.now() - ageSeconds * 1000 });
  return queryClient;
}

async function open(example: string, ageSeconds = 0, stubs: Parameters<typeof stubApi>[0] = {}) {
  await loadNamespaces('safety');
  const calls = stubApi({
    answerSafetyCheckIn: { body: contractExample('answerSafetyCheckIn') },
    createSosAlert: { body: contractExample('createSosAlert') },
    ...stubs,
  });
  renderScreen(
    <>
      <p>order page</p>
      <PageSos forOrder orderId={ID} />
    </>,
    { queryClient: withOrder(example, ageSeconds) },
  );
  await screen.findByRole('button', { name: 'SOS 紧急呼救' });
  return { answers: () => calls.filter((c) => c.operationId === 'answerSafetyCheckIn'), alerts: () => calls.filter((c) => c.operationId === 'createSosAlert') };
}

const question = () => screen.queryByRole('alertdialog', { name: QUESTION });

describe('the check-in prompt', () => {
  const dial = vi.fn();
  const vibrate = vi.fn();
  beforeEach(() => {
    localStorage.setItem('worker_permission_explained_location', '1');
    // Signed in: the outbox sends an intent only in the session of the worker who made it.
    saveSession('tok', Date.now() + 3_600_000, 'w_10024');
    window.WorkerNative = { dial };
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    fakeGeolocation({ coords: { latitude: 31.19814, longitude: 121.43783 } });
  });
  afterEach(() => {
    delete window.WorkerNative;
    dial.mockReset();
    vibrate.mockReset();
    delete (navigator as { vibrate?: unknown }).vibrate;
    removeGeolocation();
  });

  it('asks 平安 / 需要帮助 full-screen, with the vibration, on an order past its check-in time', async () => {
    await open('inServiceOverrun');
    const dialog = await screen.findByRole('alertdialog', { name: QUESTION });
    expect(dialog).toHaveAccessibleDescription(/请在5分钟内确认/);
    expect(screen.getByRole('button', { name: '平安' })).toHaveFocus();
    expect(screen.getByRole('button', { name: '需要帮助' })).toBeInTheDocument();
    expect(vibrate).toHaveBeenCalled();
  });

  it('asks nothing before the check-in time', async () => {
    await open('inService');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(question()).toBeNull();
  });

  it('asks nothing on an order already answered 平安', async () => {
    await open('inServiceCheckedIn');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(question()).toBeNull();
  });

  it('asks when the time since the answer arrived has passed the check-in (a reload, a cache from the phone)', async () => {
    // The in-service example had 2400 s to its check-in when it arrived, 2401 s ago.
    await open('inService', 2_401);
    expect(await screen.findByRole('alertdialog', { name: QUESTION })).toBeInTheDocument();
  });

  it('平安 sends one answer with its key and the time of the tap, and the question goes', async () => {
    const { answers, alerts } = await open('inServiceOverrun');
    fireEvent.click(await screen.findByRole('button', { name: '平安' }));
    // The answer on the phone ends the question at once; it is sent through the outbox.
    await waitFor(() => expect(question()).toBeNull());
    await waitFor(() => expect(answers()).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(answers()).toHaveLength(1);
    const [answer] = answers();
    expect(answer.body).toMatchObject({ orderId: ID, answer: 'safe' });
    expect(String((answer.body as { occurredAt: string }).occurredAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(new Headers(answer.init.headers).get('Idempotency-Key')).toMatch(/.{16,}/);
    expect(alerts()).toHaveLength(0);
    expect(dial).not.toHaveBeenCalled();
  });

  it('a double tap on 平安 sends one answer', async () => {
    const { answers, alerts } = await open('inServiceOverrun');
    const safe = await screen.findByRole('button', { name: '平安' });
    // Two taps in one frame, before any render could disable the button.
    fireEvent.click(safe);
    fireEvent.click(safe);
    await waitFor(() => expect(answers()).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(answers()).toHaveLength(1);
    expect(alerts()).toHaveLength(0);
  });

  it('a double tap on 需要帮助 dials 110 once and sends one alert and one answer', async () => {
    const { answers, alerts } = await open('inServiceOverrun');
    const help = await screen.findByRole('button', { name: '需要帮助' });
    fireEvent.click(help);
    fireEvent.click(help);
    expect(dial).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(answers()).toHaveLength(1), { timeout: 5_000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(alerts()).toHaveLength(1);
    expect(answers()).toHaveLength(1);
  }, 15_000);

  it('需要帮助 dials 110 at once and sends the SOS alert with the order, then the answer', async () => {
    const { answers, alerts } = await open('inServiceOverrun');
    fireEvent.click(await screen.findByRole('button', { name: '需要帮助' }));
    expect(dial).toHaveBeenCalledWith('110');
    expect(await screen.findByRole('alertdialog', { name: '已发出求救' })).toBeInTheDocument();
    await waitFor(() => expect(answers()).toHaveLength(1), { timeout: 5_000 });
    expect(alerts()).toHaveLength(1);
    expect((alerts()[0].body as { orderId: string }).orderId).toBe(ID);
    expect(answers()[0].body).toMatchObject({ orderId: ID, answer: 'help' });
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  }, 15_000);

  it('平安 on a dead network never holds back the SOS: the question goes at the tap, and the SOS beside it sends at once, not behind the answer', async () => {
    const { answers, alerts } = await open('inServiceOverrun', 0, {
      // A network that takes the request and never answers (a lift, a captive Wi-Fi).
      answerSafetyCheckIn: () => new Promise(() => undefined),
    });
    fireEvent.click(await screen.findByRole('button', { name: '平安' }));
    // Kept on the phone at the tap: the question does not stay up waiting for the network.
    await waitFor(() => expect(question()).toBeNull());
    await waitFor(() => expect(answers()).toHaveLength(1));
    const sos = screen.getByRole('button', { name: 'SOS 紧急呼救' });
    fireEvent.pointerDown(sos, { button: 0 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_100)));
    fireEvent.pointerUp(sos);
    expect(dial).toHaveBeenCalledWith('110');
    // The answer still unanswered, the alert has gone and the platform has it.
    await waitFor(() => expect(alerts()).toHaveLength(1));
    expect((alerts()[0].body as { orderId: string }).orderId).toBe(ID);
    const status = screen.getAllByRole('status').find((el) => el.closest('.sos'))!;
    await waitFor(() => expect(status).toHaveTextContent('已呼救，平台已收到求救'));
  }, 15_000);

  it('while 平安 is on its way, 需要帮助 stays available, and once tapped its help stays on screen whatever 平安 then meets', async () => {
    await loadNamespaces('safety');
    let answer = () => {};
    const calls = stubApi({
      // A network that takes the answer and gives nothing back for now.
      answerSafetyCheckIn: () => new Promise((resolve) => (answer = () => resolve({ body: contractExample('answerSafetyCheckIn') }))),
      createSosAlert: { body: contractExample('createSosAlert') },
    });
    const { timer } = detail('inServiceOverrun').data as unknown as { timer: Parameters<typeof CheckInPrompt>[0]['timer'] };
    // The question as the shell asks it, held up (no answer counted on the phone) while 平安 goes.
    renderScreen(<CheckInPrompt orderId={ID} timer={timer} measuredAt={Date.now()} answered={false} />);
    fireEvent.click(await screen.findByRole('button', { name: '平安' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'answerSafetyCheckIn')).toHaveLength(1));
    expect(screen.getByRole('button', { name: '平安' })).toBeDisabled();
    const help = screen.getByRole('button', { name: '需要帮助' });
    expect(help).toBeEnabled();
    fireEvent.click(help);
    expect(dial).toHaveBeenCalledWith('110');
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'createSosAlert')).toHaveLength(1));
    const helpView = await screen.findByRole('alertdialog', { name: '已发出求救' });
    await waitFor(() => expect(helpView).toHaveTextContent('已呼救，平台已收到求救'));
    // 平安's patience runs out (it is kept), then its answer comes: the help stays.
    await act(() => new Promise((resolve) => setTimeout(resolve, 3_200)));
    answer();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('alertdialog', { name: '已发出求救' })).toBeInTheDocument();
  }, 15_000);

  it('需要帮助 offline says the alert is kept on the phone, then, with no tap, that the platform has it once the network returns', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const { alerts } = await open('inServiceOverrun');
    fireEvent.click(await screen.findByRole('button', { name: '需要帮助' }));
    expect(dial).toHaveBeenCalledWith('110');
    const helpView = await screen.findByRole('alertdialog', { name: '已发出求救' });
    await waitFor(() => expect(helpView).toHaveTextContent('求救信息已保存在手机上，有网络时第一个发送'));
    expect(alerts()).toHaveLength(0);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(alerts()).toHaveLength(1));
    await waitFor(() => expect(helpView).toHaveTextContent('已呼救，平台已收到求救'));
    expect(helpView).not.toHaveTextContent('保存在手机上');
  }, 15_000);

  it('需要帮助 from a fresh phone (the location never explained, a position from an hour ago): no dialog but the question, and the alert carries that position with its age', async () => {
    localStorage.removeItem('worker_permission_explained_location');
    localStorage.setItem('cache:last-position', JSON.stringify({ latitude: 31.201735, longitude: 121.442862, at: Date.now() - 3_600_000 }));
    // The browser has not been allowed the location: reading it would show its own question.
    const gps = fakeGeolocation({ coords: { latitude: 31.19814, longitude: 121.43783 } });
    vi.spyOn(navigator.permissions, 'query').mockResolvedValue({ state: 'prompt' } as PermissionStatus);
    const { alerts } = await open('inServiceOverrun');
    // Every dialog that shows from here on, besides the check-in's own full-screen question.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="dialog"], .adm-dialog, .adm-mask')) seen.push(el.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    fireEvent.click(await screen.findByRole('button', { name: '需要帮助' }));
    expect(dial).toHaveBeenCalledWith('110');
    await waitFor(() => expect(alerts()).toHaveLength(1), { timeout: 1_000 });
    const body = alerts()[0].body as Record<string, number>;
    expect(body).toMatchObject({ latitude: 31.201735, longitude: 121.442862, orderId: ID });
    expect(body.positionAgeSeconds).toBeGreaterThanOrEqual(3_600);
    expect(body.positionAgeSeconds).toBeLessThan(3_610);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    observer.disconnect();
    expect(seen).toEqual([]);
    expect(gps).not.toHaveBeenCalled();
    expect(localStorage.getItem('worker_permission_explained_location')).toBeNull();
  }, 15_000);
});

describe('the check-in on Home', () => {
  async function home(example: string, ageSeconds = 0) {
    await loadNamespaces('safety');
    const calls = stubApi({});
    renderScreen(<PageSos forOrder={false} />, { queryClient: withOrder(example, ageSeconds) });
    await screen.findByRole('button', { name: 'SOS 紧急呼救' });
    return calls;
  }

  it('asks for an order in service the phone holds, once its check-in time has passed, fetching nothing', async () => {
    const calls = await home('inServiceOverrun');
    expect(await screen.findByRole('alertdialog', { name: QUESTION })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks nothing before the check-in time', async () => {
    await home('inService');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(question()).toBeNull();
  });

  it('asks nothing for an answer kept from long ago (the order may have ended elsewhere)', async () => {
    await home('inServiceOverrun', 7 * 3_600);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(question()).toBeNull();
  });
});
