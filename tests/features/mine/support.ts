// Shared pieces of the tests of Mine's own pages.
import { configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** components/responses/ok.yaml (a $ref, which contractExample does not follow). */
export const OK = { code: 200, msg: '操作成功', data: null };

/** A server failure the screens must show with a retry. */
export const FAILED = { status: 500, body: {} };

// The pages load antd-mobile's dialogs lazily; on a busy machine the default 1 s is short.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  for (const kind of ['camera', 'album']) localStorage.setItem(`worker_permission_explained_${kind}`, '1');
});
afterEach(() => vi.unstubAllGlobals());
