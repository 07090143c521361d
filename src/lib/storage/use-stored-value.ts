// A stored value in a component: it re-renders when the value changes through src/lib/storage.
// React's own store hook over the storage module's one subscription. For a text, number or flag (a
// value compared as it is): an object read from storage is a new one at each read.
import { useCallback, useSyncExternalStore } from 'react';
import { readStored, type StoredKey, subscribeStored } from './storage';

type Plain = string | number | boolean | null;

export function useStoredValue<T extends Plain, F extends Plain>(key: StoredKey<T, F>): T | F {
  const { name } = key;
  const subscribe = useCallback((listener: () => void) => subscribeStored([{ name }], listener), [name]);
  return useSyncExternalStore(
    subscribe,
    () => readStored(key),
    () => key.fallback,
  );
}
