// The safety centre on a dead network: the phone says online, every call fails at once (a captive
// Wi-Fi, a lift). Its sections show once and say what failed; they never ask again by themselves.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { SafetyScreen } from '@/features/safety/screens/safety-screen';
import { saveSession } from '@/lib/session/session';
import { renderScreen, stubApi } from '../../support/render';

beforeEach(() => saveSession('tok', Date.now() + 3_600_000, 'w_10024'));

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
});
