// antd-mobile 5 renders what it shows imperatively (Toast, Dialog, ImageViewer.show) with
// ReactDOM.render, gone in React 19: this gives it createRoot. Its module (with rc-util's render and
// Babel's runtime, ~3 KB gzip) loads with the first of them, not with every start.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot } from 'react-dom/client';

let ready = false;

/** Call before antd-mobile's first imperative show; later calls do nothing. */
export function setUpImperativeRender() {
  if (ready) return;
  ready = true;
  unstableSetRender((node, container) => {
    const el = container as Element & { _reactRoot?: ReturnType<typeof createRoot> };
    el._reactRoot ??= createRoot(el);
    el._reactRoot.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      el._reactRoot?.unmount();
      delete el._reactRoot;
    };
  });
}
