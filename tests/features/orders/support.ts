// Shared pieces of the orders screen tests: order bodies from the contract, a fake position.
import { configure } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { saveSession } from '@/lib/session/session';
import { contractExample } from '../../support/contract';

export type DetailBody = {
  code: 200;
  msg: string;
  data: { id: string; status: string; canAppraise: boolean; customerReview: unknown; servicePhotos: string[]; timer: { remainingSeconds: number } | null };
};

/** A named example of getServiceOrderDetail, optionally changed. */
export function detail(name: string, change?: (data: DetailBody['data']) => void): DetailBody {
  const body = contractExample<DetailBody>('getServiceOrderDetail', name);
  change?.(body.data);
  return body;
}

/** Marks the permission explanations (once per permission) as seen: tests/unit/lib/native.test.ts covers them. */
export function permissionsExplained() {
  for (const kind of ['camera', 'album', 'location']) localStorage.setItem(`worker_permission_explained_${kind}`, '1');
}

/**
 * These screens' tests start after the worker has seen the explanations (one test removes them),
 * signed in: the outbox sends a worker's steps only in that worker's session. Called by each file:
 * a hook registered here, in a module the files of one worker share, would run for the first only.
 */
export function startSignedIn() {
  beforeEach(() => {
    permissionsExplained();
    saveSession('tok', Date.now() + 3_600_000, 'w_10024');
  });
}

/** components/responses/ok.yaml (a $ref, which contractExample does not follow). */
export const OK = { code: 200, msg: '操作成功', data: null };

// These screens load antd-mobile pieces lazily and animate sheets; on a busy CI machine the
// default 1 s for findBy* is too short.
configure({ asyncUtilTimeout: 4000 });

export { fakeGeolocation, removeGeolocation } from '../../support/geolocation';

/** A small image file as the camera or album would give it. */
export const photoFile = (name = 'photo.png') => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
