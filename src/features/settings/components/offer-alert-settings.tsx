// The new offer's alert, each way on or off (sound, vibration, voice), and a button that rings it now
// as a new offer would: the worker hears and feels it before one comes. The ring's code loads on the tap.
import { inTime } from '@/lib/loading/deadline';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, requestLanguage } from '@/lib/i18n/language';
import { nativeBridge } from '@/lib/native/bridge';
import { unlockAlertAudio } from '@/lib/offer-alert/audio';
import { OFFER_ALERT_CHANNELS, readOfferAlertSettings, setOfferAlert, useOfferAlertSettings } from '@/lib/offer-alert/settings';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';

type Outcome = { sound: boolean; vibrated: boolean; notified: boolean; spoke: boolean };

export function OfferAlertSettings() {
  const { t, i18n } = useTranslation('settings');
  const settings = useOfferAlertSettings();
  const testing = useOneAtATime();
  const [outcome, setOutcome] = useState<Outcome>();
  const native = nativeBridge();

  const test = () => {
    // The tap itself lets the page make sound (and unlocks it for the offers that follow).
    unlockAlertAudio();
    void testing.run(async () => {
      const { ringNewOffer } = await inTime(import('@/lib/offer-alert/ring'), 'ring');
      setOutcome(
        await ringNewOffer({
          settings: readOfferAlertSettings(),
          title: t('settings.offerAlert.testTitle'),
          line: t('settings.offerAlert.testLine'),
          lang: requestLanguage(i18n.language as Language),
        }),
      );
    });
  };

  const ways = outcome
    ? [
        outcome.sound && t('settings.offerAlert.sound'),
        outcome.vibrated && t('settings.offerAlert.vibrate'),
        outcome.notified && t('settings.offerAlert.notified'),
        outcome.spoke && t('settings.offerAlert.voice'),
      ].filter(Boolean)
    : [];

  return (
    <>
      <p className="settings-note settings-note--top">{t('settings.offerAlert.hint')}</p>
      <ul className="settings-list">
        {OFFER_ALERT_CHANNELS.map((channel) => (
          <li key={channel}>
            <label className="settings-row">
              <span className="settings-row__label">{t(`settings.offerAlert.${channel}`)}</span>
              <input
                type="checkbox"
                role="switch"
                className="settings-switch"
                checked={settings[channel]}
                onChange={(event) => setOfferAlert(channel, event.target.checked)}
              />
            </label>
          </li>
        ))}
      </ul>
      {!native?.speak && <p className="settings-note settings-note--below">{t('settings.offerAlert.voiceAppOnly')}</p>}
      <div className="settings-test">
        <Button block fill="outline" color="primary" onClick={test} loading={testing.running} disabled={testing.running}>
          {t('settings.offerAlert.test')}
        </Button>
        <p className="settings-note settings-note--below" role="status">
          {outcome && (ways.length ? t('settings.offerAlert.tested', { ways: ways.join(t('settings.offerAlert.separator')) }) : t('settings.offerAlert.testedNone'))}
        </p>
      </div>
    </>
  );
}
