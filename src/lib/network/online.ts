// Whether the phone has a network, as the browser and TanStack Query both see it: one hook for the
// screens, the banner and the outbox. TanStack Query's onlineManager listens to the window's
// online/offline events but starts as "online" whatever the phone says; a start offline (a reload
// in a basement) would send every query out to fail. `syncOnlineManager` tells it the truth at start.
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** Online unless the browser or TanStack Query says otherwise. */
export const isOnline = () => browserOnline() && onlineManager.isOnline();

/** Gives TanStack Query the browser's current state (called once at start; the events do the rest). */
export function syncOnlineManager() {
  if (onlineManager.isOnline() !== browserOnline()) onlineManager.setOnline(browserOnline());
}

function subscribe(listener: () => void) {
  const unsubscribe = onlineManager.subscribe(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Re-renders when the network comes or goes; true while online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
