// `counts` (mock/rules/counts.ts): the example's counts by a field, moved by each record the world
// changed: out of the count it left, into the one it joined.
import { describe, expect, it } from 'vitest';
import { type Declared, mockOf, ok } from '../../../support/mock-rules';

const list: Declared = {
  operationId: 'listJobs',
  path: '/v1/jobs',
  rules: { records: { collection: 'jobs', at: 'data.rows' } },
  examples: { '200': { default: ok({ rows: [{ id: 'j1', status: 'new' }, { id: 'j2', status: 'new' }, { id: 'j3', status: 'done' }] }) } },
};
const counts: Declared = {
  operationId: 'countJobs',
  path: '/v1/jobs/counts',
  rules: { counts: { collection: 'jobs', at: 'data', field: 'status', keys: { open: ['new', 'started'], done: ['done'] } } },
  examples: { '200': { default: ok({ open: 2, done: 1 }) } },
};
const set = (operationId: string, path: string, change: object): Declared => ({
  operationId,
  method: 'POST',
  path,
  rules: { update: { collection: 'jobs', id: 'body.id', ...change } },
  examples: { '200': { default: ok(null) } },
});

describe('counts: the badges follow the world’s changes', () => {
  it('moves a changed record from the count it left to the one it joined, and out of all when removed', async () => {
    const { call } = mockOf([list, counts, set('finishJob', '/v1/job/finish', { set: { status: 'done' } }), set('dropJob', '/v1/job/drop', { remove: true })]);
    expect((await call('GET', '/v1/jobs/counts')).body.data).toEqual({ open: 2, done: 1 });
    await call('POST', '/v1/job/finish', { body: { id: 'j1' } });
    expect((await call('GET', '/v1/jobs/counts')).body.data).toEqual({ open: 1, done: 2 });
    await call('POST', '/v1/job/drop', { body: { id: 'j3' } });
    expect((await call('GET', '/v1/jobs/counts')).body.data).toEqual({ open: 1, done: 1 });
    expect((await call('GET', '/v1/jobs/counts', { token: 'worker-b' })).body.data).toEqual({ open: 2, done: 1 });
  });
});
