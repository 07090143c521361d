// A fake navigator.geolocation for screen tests (the position, or an error code).
import { vi } from 'vitest';

/** `ageMs`: how long before the call the phone took the fix it hands back (its cached one). */
type Answer = { coords: { latitude: number; longitude: number }; ageMs?: number } | { code: 1 | 2 | 3 };

/** navigator.geolocation answering each call with the next answer (the last one repeats). */
export function fakeGeolocation(...answers: Answer[]) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    if ('coords' in answer) ok({ coords: answer.coords, timestamp: Date.now() - (answer.ageMs ?? 0) } as GeolocationPosition);
    else fail?.({ code: answer.code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

export function removeGeolocation() {
  Reflect.deleteProperty(navigator, 'geolocation');
}
