// The reads that show the worker's points (the checkout's balance of points, 我的积分, the user
// centre's 个人信息 and the cloud user), named by the first element of their query keys: importing each
// generated call for its key would bring its module into the first load of every screen that can
// refresh them (a cancelled shop order's points, a placed one's).
// tests/features/shop/points-reads.test.ts holds the names to the generated keys.
import type { QueryClient } from '@tanstack/react-query';
import { refreshReads } from '@/lib/api/refresh-reads';

const POINTS_READS = ['getMyIntegral', '/router/client/integral.getMyIntegral', '/v1/user-center/getUserInfo', '/router/client/user.getMyInfo'];

/** Marks every read of the points out of date: an order placed with points, or cancelled, moved them. */
export const refreshPoints = (queryClient: QueryClient) => refreshReads(queryClient, POINTS_READS);
