// The one way a typed text meets its limit (the contract's maxLength) in a hand-written form: what is typed
// or pasted past the limit is cut at the limit and the field says how much was left out, never silently as
// the browser's own maxLength does. Characters are code points (an emoji is one), as the contract counts.
import { useState } from 'react';

export const lengthOf = (text: string) => [...text].length;

export function useTextLimit(maxLength: number, onChange: (value: string) => void) {
  // How many characters the last change left out (0: none).
  const [leftOut, setLeftOut] = useState(0);
  /**
   * `previous` is the text before this change: a text already past the limit (the limit came down
   * under it) is never cut by an edit, only kept from growing; the field says it is too long.
   */
  const change = (typed: string, previous = '') => {
    const characters = [...typed];
    const kept = Math.max(maxLength, Math.min(characters.length, lengthOf(previous)));
    setLeftOut(Math.max(0, characters.length - kept));
    onChange(characters.length > kept ? characters.slice(0, kept).join('') : typed);
  };
  return { leftOut, change };
}
