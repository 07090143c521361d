// When a screen's first answers arrive it renders in a transition: React then builds the new tree
// in slices of a few milliseconds, yielding to the browser between them, instead of one long task
// that a tap would wait behind (on a cheap phone the first render of a full screen takes 50-250 ms).
// The skeleton stays until the whole tree is ready, so nothing on screen moves. A screen whose data
// is already there (from the cache) renders at once.
import { useDeferredValue } from 'react';

/** `ready`, but turning true only in a transition render. */
export const useSettled = (ready: boolean) => useDeferredValue(ready);
