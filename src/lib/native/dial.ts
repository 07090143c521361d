// Dialling a number at once (the SOS's 110): the native bridge's dial when the shell has one, else a
// `tel:` link followed as if tapped, which the web-view hands to the phone app. Nothing waits for it.
import { nativeBridge } from './bridge';

export function dial(number: string) {
  const bridge = nativeBridge();
  if (bridge?.dial) {
    void Promise.resolve(bridge.dial(number)).catch(() => followTelLink(number));
    return;
  }
  followTelLink(number);
}

function followTelLink(number: string) {
  const link = document.createElement('a');
  link.href = `tel:${number}`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
