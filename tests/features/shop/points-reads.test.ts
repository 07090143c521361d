// The points move with a shop order placed with them or cancelled (issue 41): the refresh names the
// reads by their paths (src/features/shop/api/points-reads.ts), held here to the generated keys.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getGetCloudMyInfoUrl } from '@generated/api/auth/auth';
import { getGetUserCenterInfoQueryKey } from '@generated/api/auth/get-user-center-info';
import { getGetMyIntegralMutationKey, getGetMyIntegralUrl, getListShopOrdersMutationKey } from '@generated/api/shop/shop';
import { refreshPoints } from '@/features/shop/api/points-reads';

describe('refreshing the points', () => {
  it('marks every read of the points out of date, and nothing else', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const points = [getGetMyIntegralMutationKey(), [getGetMyIntegralUrl(), { pageSize: 20 }], getGetUserCenterInfoQueryKey(), [getGetCloudMyInfoUrl()]] as const;
    const other = getListShopOrdersMutationKey();
    for (const key of [...points, other]) queryClient.setQueryData(key, { data: {} });
    await refreshPoints(queryClient);
    expect(points.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual(points.map(() => true));
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
