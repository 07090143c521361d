// The native shell's bridge, used only when the web-view provides one (window.WorkerNative).
// Outside the native app every caller falls back to the web platform.
type NativeBridge = {
  share?: (data: { title: string; url: string; image?: string }) => Promise<void> | void;
  /** Asks the OS for a permission; resolves true when granted. */
  requestPermission?: (kind: string) => Promise<boolean>;
  /** Signs in with the WeChat SDK (uni.login, provider weixin); resolves with its one-time code. */
  weixinLogin?: () => Promise<string>;
  /**
   * Opens a place in the phone's map app (the shell lets the worker pick one); coordinates GCJ-02.
   * Resolves false when no map app could open it.
   */
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
  openMap?: (place: { latitude: number; longitude: number; name: string; address?: string; coordinate: 'gcj02' }) => Promise<boolean> | boolean | void;
};

declare global {
  interface Window {
    WorkerNative?: NativeBridge;
  }
}

export const nativeBridge = (): NativeBridge | undefined => (typeof window === 'undefined' ? undefined : window.WorkerNative);
