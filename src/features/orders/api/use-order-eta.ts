// The platform's estimate of the worker's arrival (getServiceOrderEta, issue 49): asked with the
// phone's position at each read, renewed about every minute while the order page shows it and the
// phone is online; kept on the phone like the order (lib/offline/persist-keys.ts), so a dead zone
// shows the last one with its age.
import { getGetServiceOrderEtaQueryKey, getServiceOrderEta, useGetServiceOrderEta } from '@generated/api/orders/get-service-order-eta';
import type { GetServiceOrderEtaParams } from '@generated/api/model';
import { pollEvery } from '@/lib/api/polling';
import { lastKnownPosition, positionWithoutAsking } from '@/lib/location/position';
import { useOnline } from '@/lib/network/online';

export type { ServiceOrderEta } from '@generated/api/model';

/** How often the estimate is renewed while shown: a car in town moves a few hundred metres a minute. */
export const ETA_REFRESH_MS = 60_000;

/** How long a read waits for a fresh fix before it goes with the last known one. */
const FIX_WAIT_MS = 5_000;

/**
 * Where the worker is, for the platform's route: a fresh fix where reading it asks nothing of her
 * (she was asked at the departure), else the last known one with its age, else none (the platform
 * then estimates from her departure).
 */
async function positionNow(): Promise<Omit<GetServiceOrderEtaParams, 'id'>> {
  const fresh = await Promise.race([positionWithoutAsking(), new Promise<null>((resolve) => setTimeout(() => resolve(null), FIX_WAIT_MS))]);
  const fix = fresh ?? lastKnownPosition();
  return fix ? { latitude: fix.latitude, longitude: fix.longitude, positionAgeSeconds: fix.positionAgeSeconds } : {};
}

/**
 * The order's estimate while `enabled` (departed): one key per order (the position is the read's,
 * not the key's, so the last answer is the one the phone keeps and shows).
 */
export function useOrderEta(id: string, enabled: boolean) {
  const online = useOnline();
  return useGetServiceOrderEta(
    { id },
    {
      query: {
        queryKey: getGetServiceOrderEtaQueryKey({ id }),
        queryFn: async ({ signal }) => getServiceOrderEta({ id, ...(await positionNow()) }, { signal }),
        enabled: enabled && id !== '',
        // Renewed while shown, online and in front (lib/api/polling); offline the last answer stays,
        // with its age.
        ...pollEvery(online ? ETA_REFRESH_MS : false),
        staleTime: ETA_REFRESH_MS / 2,
        select: (body) => body.data,
      },
    },
  );
}
