// The system pages' data: the maintenance state (polled) and the newest app version.
import { useGetAppVersion, useGetMaintenanceState } from '@generated/api/launch/launch';
import type { SystemPlatform } from '@generated/api/model';
import { env } from '@/config/env';
import { pollEvery } from '@/lib/api/polling';

export type Platform = SystemPlatform;

/** The contract says the maintenance page polls every 60 s. */
const MAINTENANCE_POLL_MS = 60_000;

export function useMaintenanceState() {
  return useGetMaintenanceState({
    query: { select: (body) => body.data, staleTime: 0, ...pollEvery(MAINTENANCE_POLL_MS) },
  });
}

export function useAppVersion(platform: Platform) {
  return useGetAppVersion({ platform, versionCode: env.appVersionCode }, { query: { select: (body) => body.data, staleTime: 0 } });
}
