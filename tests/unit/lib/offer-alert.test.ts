// The new offer's alert (lib/offer-alert): the settings, each on until turned off and kept on the
// phone; the ring, each way as set: a sound only where the page may make one (else the vibration and
// the notification still alert), the native notification and voice only where the shell offers them.
// vitest: isolate (each ring test takes a fresh module, whose AudioContext is made once)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertsAtAll, readOfferAlertSettings, setOfferAlert } from '@/lib/offer-alert/settings';
import { storedKeys } from '@/lib/storage/storage';

/** A Web Audio stand-in: `locked` until a tap, as Chromium keeps a page's sound before its first gesture. */
class FakeAudioContext {
  static locked = true;
  static chimes = 0;
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  resume() {
    if (FakeAudioContext.locked) return new Promise<void>(() => undefined);
    this.state = 'running';
    return Promise.resolve();
  }
  suspend() {
    this.state = 'suspended';
    return Promise.resolve();
  }
  createGain() {
    const node = { gain: { value: 1, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: (next: unknown) => next };
    return node;
  }
  createOscillator() {
    return { type: 'sine', frequency: { value: 0, setValueAtTime: vi.fn() }, connect: (next: unknown) => next, start: () => (FakeAudioContext.chimes += 1), stop: vi.fn(), onended: null };
  }
}

const RING = { title: '新订单', line: '新订单，距您 3.1 公里', lang: 'zh-CN' };
const ALL_ON = { sound: true, vibrate: true, voice: true };

/** A fresh ring module (its AudioContext is made once per module). */
const freshRing = async () => {
  vi.resetModules();
  return (await import('@/lib/offer-alert/ring')).ringNewOffer;
};

beforeEach(() => {
  FakeAudioContext.locked = true;
  FakeAudioContext.chimes = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.WorkerNative;
});

describe('the alert settings', () => {
  it('are all on until the worker turns one off, and stay as set', () => {
    expect(readOfferAlertSettings()).toEqual(ALL_ON);
    setOfferAlert('voice', false);
    expect(readOfferAlertSettings()).toEqual({ sound: true, vibrate: true, voice: false });
    expect(JSON.parse(localStorage.getItem(storedKeys.offerAlert.name)!)).toEqual({ sound: true, vibrate: true, voice: false });
    setOfferAlert('sound', false);
    setOfferAlert('vibrate', false);
    expect(alertsAtAll(readOfferAlertSettings())).toBe(false);
  });

  it('read a value kept in another shape as its default', () => {
    localStorage.setItem(storedKeys.offerAlert.name, JSON.stringify({ sound: 'no', vibrate: false }));
    expect(readOfferAlertSettings()).toEqual({ sound: true, vibrate: false, voice: true });
    localStorage.setItem(storedKeys.offerAlert.name, '[1,2]');
    expect(readOfferAlertSettings()).toEqual(ALL_ON);
  });
});

describe('the ring', () => {
  it('chimes, vibrates, notifies and speaks the line where the page and the shell allow it', async () => {
    FakeAudioContext.locked = false;
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    const notify = vi.fn();
    const speak = vi.fn();
    window.WorkerNative = { notify, speak };
    const ring = await freshRing();
    expect(await ring({ settings: ALL_ON, ...RING })).toEqual({ sound: true, vibrated: true, notified: true, spoke: true });
    expect(FakeAudioContext.chimes).toBe(1);
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ title: '新订单', body: '新订单，距您 3.1 公里', tag: 'new-offer' });
    expect(speak).toHaveBeenCalledWith({ text: '新订单，距您 3.1 公里', lang: 'zh-CN' });
  });

  it('still vibrates and notifies when the sound is locked (no tap yet)', async () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    const notify = vi.fn();
    window.WorkerNative = { notify };
    const ring = await freshRing();
    expect(await ring({ settings: ALL_ON, ...RING })).toEqual({ sound: false, vibrated: true, notified: true, spoke: false });
    expect(FakeAudioContext.chimes).toBe(0);
  });

  it('uses only the ways turned on; with all off, nothing, not even the notification', async () => {
    FakeAudioContext.locked = false;
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    const notify = vi.fn();
    const speak = vi.fn();
    window.WorkerNative = { notify, speak };
    const ring = await freshRing();
    expect(await ring({ settings: { sound: false, vibrate: true, voice: false }, ...RING })).toEqual({ sound: false, vibrated: true, notified: true, spoke: false });
    expect(speak).not.toHaveBeenCalled();
    expect(FakeAudioContext.chimes).toBe(0);
    notify.mockClear();
    vibrate.mockClear();
    expect(await ring({ settings: { sound: false, vibrate: false, voice: false }, ...RING })).toEqual({ sound: false, vibrated: false, notified: false, spoke: false });
    expect(notify).not.toHaveBeenCalled();
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('unlocks the sound at the first tap on the page, once', async () => {
    vi.resetModules();
    const { unlockAlertAudioOnFirstTap, alertAudio } = await import('@/lib/offer-alert/audio');
    unlockAlertAudioOnFirstTap();
    FakeAudioContext.locked = false; // what a gesture allows
    document.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    expect(alertAudio()?.state).toBe('running');
  });
});
