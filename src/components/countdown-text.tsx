// A countdown's text that redraws itself (issue 53): each second only its own text node changes, and
// only when the text does; the screen around it does not render. The count is to a moment on this
// phone's clock (`endAt`); `onEnd` is called once when it reaches zero.
import { useLayoutEffect, useRef, useState } from 'react';
import { everySecond } from '@/lib/ui/ticker';

type Props = {
  endAt: number;
  /** The text for a number of whole seconds left (0 at the end). */
  text: (secondsLeft: number) => string;
  onEnd?: () => void;
  className?: string;
};

export const secondsUntil = (endAt: number, now: number) => Math.max(0, Math.ceil((endAt - now) / 1000));

export function CountdownText({ endAt, text, onEnd, className }: Props) {
  const node = useRef<HTMLSpanElement>(null);
  // The latest text and end handler, read by the clock without subscribing again.
  const latest = useRef({ text, onEnd });
  useLayoutEffect(() => {
    latest.current = { text, onEnd };
  });
  // The first render's text; the clock writes the others into the node.
  const [first] = useState(() => text(secondsUntil(endAt, Date.now())));

  useLayoutEffect(() => {
    let ended = false;
    const draw = (now: number) => {
      const left = secondsUntil(endAt, now);
      const value = latest.current.text(left);
      if (node.current && node.current.textContent !== value) node.current.textContent = value;
      if (left === 0 && !ended) {
        ended = true;
        latest.current.onEnd?.();
      }
    };
    draw(Date.now());
    return everySecond(draw);
  }, [endAt]);

  return (
    <span ref={node} className={className} role="timer">
      {first}
    </span>
  );
}
