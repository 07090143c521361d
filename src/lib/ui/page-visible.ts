// Whether the page is in front (the Page Visibility API): a web-view behind another app, or on a
// locked phone, is hidden. What only serves the eye (an animation, a clock) stops while hidden.
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const visible = () => document.visibilityState !== 'hidden';

export const usePageVisible = () => useSyncExternalStore(subscribe, visible, () => true);
