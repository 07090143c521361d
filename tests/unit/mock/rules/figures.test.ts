// `figures` (mock/rules/figures.ts): fields the backend computes from the world's records at each
// answer, in the order written, each reading the answer the figures before it left; a path through
// `*` computes each element of an array; an example asked for answers as it is.
import { describe, expect, it } from 'vitest';
import { type Declared, mockOf, ok } from '../../../support/mock-rules';

const jobs: Declared = {
  operationId: 'listJobs',
  path: '/v1/jobs',
  rules: { records: { collection: 'jobs', at: 'data.rows' } },
  examples: { '200': { default: ok({ rows: [{ id: 'j1', status: 'done', cents: 1000 }, { id: 'j2', status: 'new', cents: 3000 }] }) } },
};
const summary: Declared = {
  operationId: 'getSummary',
  path: '/v1/summary',
  rules: {
    figures: {
      'data.doneCents': { $: 'records.jobs', where: { field: 'status', in: ['done'] }, sum: ['cents'] },
      'data.total': { $: 'answer.data.doneCents', plus: { $: 'answer.data.earlier' } },
      'data.days.*.label': { $: 'element.day', prefix: { $: 'index', plus: 1 } },
    },
  },
  examples: { '200': { default: ok({ doneCents: 0, earlier: 500, total: 0, days: [{ day: '周一', label: '' }, { day: '周二', label: '' }] }) } },
};
const finish: Declared = { operationId: 'finishJob', method: 'POST', path: '/v1/job/finish', rules: { update: { collection: 'jobs', id: 'body.id', set: { status: 'done' } } }, examples: { '200': { default: ok(null) } } };

describe('figures: what the backend computes at each answer', () => {
  it('computes from the world’s records, in order, and moves with its changes', async () => {
    const { call } = mockOf([jobs, summary, finish]);
    expect((await call('GET', '/v1/summary')).body.data).toEqual({ doneCents: 1000, earlier: 500, total: 1500, days: [{ day: '周一', label: '1周一' }, { day: '周二', label: '2周二' }] });
    await call('POST', '/v1/job/finish', { body: { id: 'j2' } });
    expect((await call('GET', '/v1/summary')).body.data).toMatchObject({ doneCents: 4000, total: 4500 });
  });

  it('answers an example asked for as it is', async () => {
    const { call } = mockOf([jobs, summary]);
    expect((await call('GET', '/v1/summary', { headers: { prefer: 'example=default' } })).body.data).toMatchObject({ doneCents: 0, total: 0 });
  });
});
