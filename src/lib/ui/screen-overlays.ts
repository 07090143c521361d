// What a screen shows over itself imperatively (dialogs, image viewers, sheets): antd-mobile renders
// them into the page's body, outside the screen, so without this they stayed up over the next
// screen. The app shell closes them when the screen goes (app/router.tsx).
type Overlay = { close: () => unknown };

const open = new Set<Overlay>();
let screen = 0;

/** The screen now up, for an overlay whose code is still loading: see `isCurrentScreen`. */
export const currentScreen = () => screen;

/** False once the screen that asked for an overlay has gone: the overlay is then not shown. */
export const isCurrentScreen = (asked: number) => asked === screen;

/**
 * Shows an overlay that closes when its screen goes. `show` gets the `onClose` to call when the
 * overlay closes (so it is not closed twice) and returns antd-mobile's handler.
 */
export function showOnScreen<H extends Overlay>(show: (onClose: () => void) => H): H {
  const handler = show(() => open.delete(handler));
  open.add(handler);
  return handler;
}

/** The screen went (a navigation, an unmount): its overlays close, and those on their way never open. */
export function closeScreenOverlays() {
  screen += 1;
  const closing = [...open];
  open.clear();
  closing.forEach((overlay) => void overlay.close());
}
