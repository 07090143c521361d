// `records` (mock/rules/records.ts): an answer's records as the world has them: changed, removed,
// gained or made, a list keeping those that belong to it in its order, and `live` fields computed
// at each answer on a record the world changed.
import { describe, expect, it } from 'vitest';
import { checkDeclarations } from '../../../../mock/declarations';
import { type Declared, mockOf, ok, operationsOf, RULES_NOW } from '../../../support/mock-rules';

const row = (id: string, status: string, at: string) => ({ id, status, at });
const list: Declared = {
  operationId: 'listJobs',
  path: '/v1/jobs',
  rules: { records: { collection: 'jobs', at: 'data.rows', where: { field: 'status', param: 'query.status', groups: { open: ['new', 'started'] } }, order: { field: 'at', ascending: ['open'] } } },
  examples: { '200': { default: ok({ total: 3, rows: [row('j3', 'new', '2026-11-22T15:00:00+08:00'), row('j2', 'started', '2026-11-22T12:00:00+08:00'), row('j1', 'done', '2026-11-21T10:00:00+08:00')] }) } },
};
const detail: Declared = {
  operationId: 'getJob',
  path: '/v1/job',
  rules: {
    example: { param: 'query.id', match: 'data.id' },
    records: { collection: 'jobs', at: 'data', live: { where: { field: 'status', in: ['started'] }, set: { 'timer.left': { $: 'record.timer.endsAt', secondsFromNow: true, atLeast: 0 } } } },
  },
  examples: { '200': { j3: ok({ ...row('j3', 'new', '2026-11-22T15:00:00+08:00'), timer: null }), j2: ok({ ...row('j2', 'started', '2026-11-22T12:00:00+08:00'), timer: { endsAt: '2026-11-22T15:00:00+08:00', left: 1800 } }) } },
};
const post = (operationId: string, path: string, rules: Declared['rules']): Declared => ({ operationId, method: 'POST', path, rules, examples: { '200': { default: ok(null) } } });
const start = post('startJob', '/v1/job/start', { update: { collection: 'jobs', id: 'body.id', set: { status: 'started', timer: { endsAt: { $: 'now', plusMinutes: 'const.60' }, left: 3600 } } } });
const drop = post('dropJob', '/v1/job/drop', { update: { collection: 'jobs', id: 'body.id', remove: true } });
const add = post('addJob', '/v1/job/add', { update: { collection: 'jobs', create: { prefix: 'jn', place: 'first' }, set: { status: 'new', at: { $: 'now' } } } });
// A list in the examples' own order (no `order`): made records first, in the order made.
const unsorted: Declared = { ...list, operationId: 'listAllJobs', path: '/v1/jobs/all', rules: { records: { collection: 'jobs', at: 'data.rows' } } };
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('records: the answer shows the world’s records', () => {
  it('shows a changed record with its change in the list and the detail, and a list gains it when it now belongs', async () => {
    const { call } = mockOf([list, detail, start]);
    expect(ids((await call('GET', '/v1/jobs?status=new')).body.data.rows)).toEqual(['j3']);
    await call('POST', '/v1/job/start', { body: { id: 'j3' } });
    expect((await call('GET', '/v1/job?id=j3')).body.data.status).toBe('started');
    expect((await call('GET', '/v1/jobs?status=new')).body.data).toMatchObject({ rows: [], total: 0 });
    // `groups`: one value standing for several; `ascending` for it: the soonest first.
    expect(ids((await call('GET', '/v1/jobs?status=open')).body.data.rows)).toEqual(['j2', 'j3']);
    expect(ids((await call('GET', '/v1/jobs')).body.data.rows)).toEqual(['j3', 'j2', 'j1']);
  });

  it('leaves a removed record out, and shows a made one first with the fields a row has', async () => {
    const { call } = mockOf([unsorted, list, drop, add]);
    await call('POST', '/v1/job/drop', { body: { id: 'j2' } });
    await call('POST', '/v1/job/add', { body: {} });
    await call('POST', '/v1/job/add', { body: {} });
    const { rows, total } = (await call('GET', '/v1/jobs/all')).body.data;
    expect(rows[0]).toEqual({ id: 'jn2', status: 'new', at: '2026-11-22T14:30:00+08:00' });
    expect(ids(rows)).toEqual(['jn2', 'jn1', 'j3', 'j1']);
    expect(total).toBe(4);
    // A list with an `order` sorts them in: the latest first.
    expect(ids((await call('GET', '/v1/jobs')).body.data.rows)).toEqual(['j3', 'jn2', 'jn1', 'j1']);
    expect(ids((await call('GET', '/v1/jobs/all', { token: 'worker-b' })).body.data.rows)).toEqual(['j3', 'j2', 'j1']);
  });

  it('computes a live field at each answer on a record whose field the world set, and leaves the example’s as it shows', async () => {
    let now = RULES_NOW;
    const { call } = mockOf([detail, start], { now: () => now });
    expect((await call('GET', '/v1/job?id=j2')).body.data.timer.left).toBe(1800);
    await call('POST', '/v1/job/start', { body: { id: 'j3' } });
    now += 10 * 60_000;
    expect((await call('GET', '/v1/job?id=j3')).body.data.timer.left).toBe(50 * 60);
    now += 2 * 3_600_000;
    expect((await call('GET', '/v1/job?id=j3')).body.data.timer.left).toBe(0);
    expect((await call('GET', '/v1/job?id=j2')).body.data.timer.left).toBe(1800);
  });

  it('makes the records `timed` names at the world’s start, their live fields counted from there on the list and the detail', async () => {
    const timed = { from: '2026-11-22T14:30:00+08:00', where: { field: 'status', in: ['open'] }, fields: ['due'] };
    const live = { where: { field: 'status', in: ['open'] }, set: { left: { $: 'record.due', secondsFromNow: true, atLeast: 0 } } };
    const offer = { id: 'x1', status: 'open', due: '2026-11-22T14:40:00+08:00', left: 600 };
    const offers: Declared = { operationId: 'listOffers', path: '/v1/offers', rules: { records: { collection: 'offers', at: 'data.rows', timed, live } }, examples: { '200': { default: ok({ rows: [offer] }) } } };
    const one: Declared = {
      operationId: 'getOffer',
      path: '/v1/offer',
      rules: { example: { param: 'query.id', match: 'data.id' }, records: { collection: 'offers', at: 'data', timed, live } },
      examples: { '200': { default: ok(offer) } },
    };
    let now = Date.parse('2026-12-07T10:00:00Z');
    const { call } = mockOf([offers, one], { now: () => now });
    expect((await call('GET', '/v1/offers')).body.data.rows).toEqual([{ id: 'x1', status: 'open', due: '2026-12-07T18:10:00+08:00', left: 600 }]);
    now += 60_000;
    expect((await call('GET', '/v1/offer?id=x1')).body.data).toMatchObject({ due: '2026-12-07T18:10:00+08:00', left: 540 });
  });

  it('moves a time inside a `timed` record too, by its dotted path (a review\u2019s reply)', async () => {
    const timed = { from: '2026-11-22T14:30:00+08:00', fields: ['at', 'reply.at'] };
    const review = { id: 'r1', at: '2026-11-22T12:00:00+08:00', reply: { at: '2026-11-22T13:00:00+08:00' } };
    const reviews: Declared = { operationId: 'listReviews', path: '/v1/reviews', rules: { records: { collection: 'reviews', at: 'data.rows', timed } }, examples: { '200': { default: ok({ rows: [review] }) } } };
    const { call } = mockOf([reviews], { now: () => Date.parse('2026-12-07T10:00:00Z') });
    expect((await call('GET', '/v1/reviews')).body.data.rows).toEqual([{ id: 'r1', at: '2026-12-07T15:30:00+08:00', reply: { at: '2026-12-07T16:30:00+08:00' } }]);
  });

  it('names a collection whose records one operation makes at the world’s start and another does not', () => {
    const timed = { from: '2026-11-22T14:30:00+08:00', fields: ['at'] };
    const ops = operationsOf([{ ...list, rules: { records: { ...list.rules!.records!, timed } } }, detail]);
    expect(checkDeclarations(ops)).toEqual(["listJobs: records.timed differs from getJob's for jobs", "getJob: records.timed differs from listJobs's for jobs"]);
  });
});
