// The native shell's bridge, used only when the web-view provides one (window.WorkerNative), and the
// events the shell sends the app (a `workernative` DOM event). Outside the native app every caller
// falls back to the web platform. For the native team: docs/native-bridge.md (keep it with this file).
type NativeBridge = {
  share?: (data: { title: string; url: string; image?: string }) => Promise<void> | void;
  /** Asks the OS for a permission; resolves true when granted. */
  requestPermission?: (kind: string) => Promise<boolean>;
  /** Signs in with the WeChat SDK (uni.login, provider weixin); resolves with its one-time code. */
  weixinLogin?: () => Promise<string>;
  /**
   * Starts a native payment (uni.requestPayment) with the server's pay_params; resolves true when the
   * wallet app says it paid, false when the worker cancelled. The server's order is the truth.
   */
  requestPayment?: (payment: { provider: 'wxpay' | 'alipay'; orderInfo: string }) => Promise<boolean>;
  /** Dials a number at once (the SOS's 110); the web falls back to a `tel:` link (lib/native/dial.ts). */
  dial?: (number: string) => Promise<void> | void;
  /**
   * The shell's sound recorder (the web-view may not allow getUserMedia; lib/media/recorder.ts prefers
   * this). `start` asks the OS for the microphone and records AAC in MP4 (or another type it names),
   * handing a part every `partSeconds` and the last one at the stop; it stops by itself at
   * `maxSeconds`. Rejects with `{ name: 'NotAllowedError' }` when the OS refuses the microphone.
   */
  recorder?: {
    start: (
      options: { partSeconds: number; maxSeconds: number },
      events: {
        /** One part, base64 of its bytes, in the order recorded. */
        onPart: (part: { base64: string }) => void;
        /** The shell stopped (the limit, a phone call it could not record through, an error). */
        onEnd: (reason: 'limit' | 'interrupted' | 'error') => void;
      },
    ) => Promise<{ mediaType: 'audio/mp4' | 'audio/webm' | 'audio/ogg' }>;
    /** Stops; resolves once the last part was handed over. */
    stop: () => Promise<void>;
  };
  /**
   * Opens a place in the phone's map app (the shell lets the worker pick one); coordinates GCJ-02.
   * Resolves false when no map app could open it.
   */
  openMap?: (place: { latitude: number; longitude: number; name: string; address?: string; coordinate: 'gcj02' }) => Promise<boolean> | boolean | void;
  /**
   * Posts a notification of the phone's own (a new offer), shown over other apps and the lock screen;
   * `tag` replaces an earlier one with the same tag. Tapping it brings the app to the front.
   */
  notify?: (notification: { title: string; body: string; tag?: string }) => Promise<void> | void;
  /** Speaks a short line aloud with the phone's text-to-speech, in `lang` (BCP 47: zh-CN, zh-TW, en). */
  speak?: (speech: { text: string; lang: string }) => Promise<void> | void;
};

declare global {
  interface Window {
    WorkerNative?: NativeBridge;
  }
}

export const nativeBridge = (): NativeBridge | undefined => (typeof window === 'undefined' ? undefined : window.WorkerNative);

/**
 * What the shell tells the app, by name: `window.dispatchEvent(new CustomEvent('workernative',
 * { detail: { type: 'newOffer', orderId } }))`. An event sent while no page listens is lost: each is a
 * hint to act now, never the only way (the offers' 30 s poll stays).
 */
export type NativeEvents = {
  /** The server pushed a new offer: the app fetches the offers at once. */
  newOffer: { orderId?: string };
};

export const NATIVE_EVENT = 'workernative';

/** Calls `handler` for each event of that type the shell sends; returns the unsubscribe. */
export function onNativeEvent<K extends keyof NativeEvents>(type: K, handler: (payload: NativeEvents[K]) => void): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail as ({ type?: unknown } & Record<string, unknown>) | null;
    if (!detail || typeof detail !== 'object' || detail.type !== type) return;
    const { type: _type, ...payload } = detail;
    handler(payload as NativeEvents[K]);
  };
  window.addEventListener(NATIVE_EVENT, listener);
  return () => window.removeEventListener(NATIVE_EVENT, listener);
}
