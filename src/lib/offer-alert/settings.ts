// How a new offer alerts the worker, each on or off (the settings page): a sound, the vibration and,
// with the native shell, a spoken line. The phone's setting, as the language is: it stays at sign-out.
import { useSyncExternalStore } from 'react';
import { readStored, storedKeys, subscribeStored, writeStored } from '@/lib/storage/storage';

export type OfferAlertSettings = { sound: boolean; vibrate: boolean; voice: boolean };
export type OfferAlertChannel = keyof OfferAlertSettings;

export const OFFER_ALERT_CHANNELS: readonly OfferAlertChannel[] = ['sound', 'vibrate', 'voice'];

/** Each is on until the worker turns it off: an offer missed costs the worker more than a sound. */
const DEFAULTS: OfferAlertSettings = { sound: true, vibrate: true, voice: true };

/** The settings as kept; a value missing or not a boolean is its default. */
export function readOfferAlertSettings(): OfferAlertSettings {
  const kept = readStored(storedKeys.offerAlert) ?? {};
  const of = (channel: OfferAlertChannel) => (typeof kept[channel] === 'boolean' ? (kept[channel] as boolean) : DEFAULTS[channel]);
  return { sound: of('sound'), vibrate: of('vibrate'), voice: of('voice') };
}

/** Turns one way of alerting on or off; false when the phone could not keep it. */
export function setOfferAlert(channel: OfferAlertChannel, on: boolean): boolean {
  return writeStored(storedKeys.offerAlert, { ...readOfferAlertSettings(), [channel]: on });
}

/** Whether a new offer alerts at all: the worker may have turned every way off. */
export const alertsAtAll = (settings: OfferAlertSettings) => settings.sound || settings.vibrate || settings.voice;

let last: { text: string; value: OfferAlertSettings } | undefined;
/** The same object while the kept text is the same (useSyncExternalStore compares snapshots). */
function snapshot(): OfferAlertSettings {
  const value = readOfferAlertSettings();
  const text = JSON.stringify(value);
  if (last?.text !== text) last = { text, value };
  return last.value;
}
const subscribe = (listener: () => void) => subscribeStored([storedKeys.offerAlert], listener);

/** The settings in a component: it renders again when they change. */
export function useOfferAlertSettings(): OfferAlertSettings {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
