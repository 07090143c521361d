// Two taps in one frame: both clicks reach the page before React renders again, so a button that
// disables itself while busy does not stop the second one (user-event's dblClick renders between).
import { act } from '@testing-library/react';

export function doubleTap(element: HTMLElement) {
  act(() => {
    element.click();
    element.click();
  });
}
