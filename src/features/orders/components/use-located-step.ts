// A step that needs the worker's position (depart, arrive): read it, say why when it cannot be
// read, then send. One run at a time, so a double tap sends once.
import { useRef, useState } from 'react';
import { currentPosition, type Position, type PositionFailure, PositionError } from '../utils/position';

/** `send` resolves true when the step went through: the order moves on and this step stays locked. */
export function useLocatedStep(send: (position: Position) => Promise<boolean>) {
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<PositionFailure | null>(null);
  const busy = useRef(false);

  const run = async () => {
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    setLocating(true);
    let position: Position;
    try {
      position = await currentPosition();
    } catch (error) {
      setFailure(error instanceof PositionError ? error.reason : 'unavailable');
      busy.current = false;
      return;
    } finally {
      setLocating(false);
    }
    // Locked after success until the screen shows the order's next status.
    busy.current = await send(position);
  };

  return { run, locating, failure };
}
