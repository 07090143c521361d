// The safety centre on a dead network: the phone says online, every call fails at once (a captive
// Wi-Fi, a lift). Its sections show once and say what failed; they never ask again by themselves.
// An order's trip shared where the phone can neither share nor copy: the link, to copy by hand.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { SafetyScreen } from '@/features/safety/screens/safety-screen';
import { saveSession } from '@/lib/session/session';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';

beforeEach(() => saveSession('tok', Date.now() + 3_600_000, 'w_10024'));
afterEach(() => {
  for (const name of ['share', 'clipboard'] as const) delete (navigator as unknown as Record<string, unknown>)[name];
});

describe('Safety centre', () => {
  it('on a dead network shows what failed, and asks once rather than again and again', async () => {
    const calls = stubApi({
      getSafetyCenter: () => Promise.reject(new TypeError('Failed to fetch')),
      listEmergencyContacts: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderScreen(<SafetyScreen />, { path: paths.safety, route: paths.safety });
    expect(await screen.findByRole('button', { name: 'SOS 紧急呼救' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The page's first ask, and the one its section makes as it mounts after the failure: no more.
    expect(calls.filter((c) => c.operationId === 'listEmergencyContacts').length).toBeLessThanOrEqual(2);
  });

  it('shows the trip link to copy by hand where the phone can neither share nor copy, never "try again later"', async () => {
    // A web-view with no native bridge and no Web Share, whose clipboard refuses.
    window.WorkerNative = undefined;
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
    const trip = contractExample<{ data: { url: string } }>('createTripShare');
    stubApi({
      getSafetyCenter: { body: contractExample('getSafetyCenter') },
      listEmergencyContacts: { body: contractExample('listEmergencyContacts') },
      createTripShare: { body: trip },
    });
    renderScreen(<SafetyScreen />, { path: `${paths.safety}?orderId=so_202611220002`, route: paths.safety });
    await userEvent.click(await screen.findByRole('button', { name: '分享行程' }));
    const link = await screen.findByLabelText('行程链接');
    expect(link).toHaveValue(trip.data.url);
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByText('无法自动分享或复制。请长按下面的链接，复制后发给联系人。')).toBeInTheDocument();
    expect(screen.queryByText(/请稍后再试/)).not.toBeInTheDocument();
  });
});
