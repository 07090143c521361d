// The development mock's engine in unit tests: the contract's operations, and the answers Prism
// would make from their examples (the `Prefer` header's code and named example), at a fixed time.
import { join } from 'node:path';
import { readOperations } from '../../mock/declarations';
import type { Answer, MockRequest } from '../../mock/engine';

export const operations = readOperations(join(import.meta.dirname, '..', '..', 'generated', 'openapi.yaml'));
/** 14:30 in Beijing. */
export const NOW = Date.parse('2026-11-22T06:30:00Z');

/** The example answer Prism gives to `request` with the `Prefer` header `prefer`. */
export function examplesOf(request: MockRequest, prefer: string | undefined): Answer {
  const op = operations.get(`${request.method} ${request.path}`)!;
  const code = prefer?.match(/code=(\d+)/)?.[1] ?? '200';
  const name = prefer?.match(/example=(\w+)/)?.[1];
  const examples = op.examples[code] ?? {};
  const body = name ? examples[name] : Object.values(examples)[0];
  if (body === undefined) throw new Error(`no ${code} example ${name} of ${op.operationId}`);
  return { status: Number(code), headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body ?? null)) };
}

/** A line of the shop's cart as order.setCart takes it: `price` in cents. */
export const cartLine = (sku_id: string, buy_num: number, price: number) => ({
  sku_id,
  buy_num,
  sku_name: `${sku_id} 规格`,
  image: 'https://cdn.example-massage.cn/shop/goods/gd_1001/sku_1001_01.jpg',
  price,
  stock: 100,
  goods_id: 'gd_1001',
  goods_name: '天然植物按摩精油 500ml',
  goods_type: 0,
  cart_rule: { min_buy_num: 1, max_buy_num: 0 },
  action_checked: true,
  add_time: '2026-11-22T08:40:00+08:00',
});

/** A call to an engine in a session (`token`), with an Idempotency-Key and an Accept-Language when given: its status and JSON body. */
export const callerOf =
  (engine: { handle: (request: MockRequest) => Promise<Answer> }) =>
  async (method: string, url: string, body?: unknown, { token = 'worker-a', key, language }: { token?: string; key?: string; language?: string } = {}) => {
    const { pathname, searchParams } = new URL(url, 'http://mock');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key, 'accept-language': language };
    const answer = await engine.handle({ method, path: pathname, query: searchParams, headers, body, raw: Buffer.from(body === undefined ? '' : JSON.stringify(body)) });
    return { status: answer.status, body: JSON.parse(answer.body.toString()) };
  };
