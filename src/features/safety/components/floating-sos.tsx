// The compact SOS the app shell floats on Home and the order's pages (sos-pages.ts); its module
// loads the safety texts with it, so the pages it floats on load nothing of the safety centre.
import { SosButton } from './sos-button';

export function FloatingSos({ orderId }: { orderId?: string }) {
  return <SosButton compact orderId={orderId} />;
}
