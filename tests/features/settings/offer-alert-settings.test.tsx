// Settings: the new offer's alert, each way a switch kept on the phone, and a test that rings now and
// says which ways alerted; in the three languages.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { SettingsScreen } from '@/features/settings/screens/settings-screen';
import { setLanguage } from '@/lib/i18n/i18n';
import { readOfferAlertSettings } from '@/lib/offer-alert/settings';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { signedInSettingsTests, user } from './support';

signedInSettingsTests();

const open = () => {
  stubApi({ getWorkerInfo: { body: contractExample('getWorkerInfo') } });
  return renderScreen(<SettingsScreen />, { path: paths.settings });
};

describe('the new offer alert settings', () => {
  it('has sound, vibration and voice on until turned off, and keeps what the worker set', async () => {
    const view = open();
    const region = screen.getByRole('region', { name: '新订单提醒' });
    const switches = within(region).getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('aria-label') ?? s.closest('label')?.textContent)).toEqual(['提示音', '振动', '语音播报']);
    switches.forEach((s) => expect(s).toBeChecked());
    await user().click(within(region).getByRole('switch', { name: '语音播报' }));
    expect(within(region).getByRole('switch', { name: '语音播报' })).not.toBeChecked();
    expect(readOfferAlertSettings()).toEqual({ sound: true, vibrate: true, voice: false });
    // In a browser the voice and the phone's notification need the app: it says so.
    expect(within(region).getByText(/语音播报和系统通知只能在技师工作台 App 中使用/)).toBeInTheDocument();
    view.unmount();
    open();
    expect(screen.getByRole('switch', { name: '语音播报' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: '提示音' })).toBeChecked();
  });

  it('rings as set when the worker tries it, and says which ways alerted', async () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    open();
    const region = screen.getByRole('region', { name: '新订单提醒' });
    await user().click(within(region).getByRole('button', { name: '试一试' }));
    // No Web Audio here: the vibration alone.
    expect(await within(region).findByRole('status')).toHaveTextContent('刚才的提醒：振动');
    expect(vibrate).toHaveBeenCalledTimes(1);

    await user().click(within(region).getByRole('switch', { name: '振动' }));
    await user().click(within(region).getByRole('button', { name: '试一试' }));
    expect(await within(region).findByText(/没有发出提醒/)).toBeInTheDocument();
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['zh-Hant', '新訂單提醒', ['提示音', '震動', '語音播報'], '試一試'],
    ['en', 'New order alerts', ['Sound', 'Vibration', 'Voice'], 'Try it'],
  ] as const)('reads in %s', async (language, title, names, test) => {
    await act(() => setLanguage(language));
    open();
    const region = screen.getByRole('region', { name: title });
    for (const name of names) expect(within(region).getByRole('switch', { name })).toBeChecked();
    expect(within(region).getByRole('button', { name: test })).toBeInTheDocument();
  });
});
