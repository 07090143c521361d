// One submission at a time: while a request that a tap started is in flight, another tap sends
// nothing (a double tap sends one request), and once a request has done its job and the screen is
// moving on (a sign-in on its way Home, an order's step), none at all.
import { useCallback, useRef, useState } from 'react';

/** What a task answers: `true` when its job is done and the guard stays shut; anything else opens it again. */
export type Outcome = boolean | void;

/**
 * `run(task)` runs the task unless one is running or one has done its job. The task says what
 * went wrong itself (a toast, a dialog) and answers false or nothing to let the worker try again;
 * a task that throws opens the guard too. `running` is true while a task runs. The guard is a ref,
 * not state: two taps in one frame come before any render.
 */
export function useOneAtATime() {
  const shut = useRef(false);
  const [running, setRunning] = useState(false);

  const run = useCallback(async (task: () => Promise<Outcome>) => {
    if (shut.current) return;
    shut.current = true;
    setRunning(true);
    let done = false;
    try {
      done = (await task()) === true;
    } finally {
      shut.current = done;
      setRunning(false);
    }
  }, []);

  return { run, running };
}
