// Every in-app link the app can show comes from the server: banners, shortcuts, notices, messages,
// menus and the links inside their HTML. Collected from the contract's response examples, each one
// is a page of the spec, and the app either opens a page of its route table or hides the link.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { appRoutes } from '@/app/routes';
import { pagePaths } from '@/config/feature-routes';
import { paths } from '@/config/paths';
import { routeOfLink } from '@/lib/navigation/link-route';

type Node = unknown;
const spec = parse(readFileSync(join(import.meta.dirname, '../../../generated/openapi.yaml'), 'utf8')) as Record<string, Node>;

/** In-app links in a value: strings that are a `/pages/` path, and `href`s to one inside HTML. */
function linksIn(value: Node, found: Map<string, string>, where: string) {
  if (typeof value === 'string') {
    if (value.startsWith('/pages/')) found.set(value, where);
    for (const [, href] of value.matchAll(/href=["'](\/pages\/[^"']*)["']/g)) found.set(href!, where);
  } else if (Array.isArray(value)) value.forEach((v) => linksIn(v, found, where));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) linksIn(v, found, `${where}.${k}`);
}

/** Every response example of the contract, by `operationId example`. */
function responseExamples(): [string, Node][] {
  const out: [string, Node][] = [];
  const components = (spec.components as { responses?: Record<string, Node> }).responses ?? {};
  for (const item of Object.values(spec.paths as Record<string, Record<string, Node>>)) {
    for (const op of Object.values(item)) {
      if (!op || typeof op !== 'object' || !('responses' in op)) continue;
      const { operationId, responses } = op as { operationId: string; responses: Record<string, { $ref?: string; content?: Record<string, { examples?: Record<string, { value: Node }> }> }> };
      for (const response of Object.values(responses)) {
        const resolved = response.$ref ? (components[response.$ref.split('/').pop()!] as typeof response) : response;
        for (const media of Object.values(resolved?.content ?? {}))
          for (const [name, example] of Object.entries(media.examples ?? {})) out.push([`${operationId} ${name}`, example.value]);
      }
    }
  }
  return out;
}

const links = new Map<string, string>();
for (const [where, value] of responseExamples()) linksIn(value, links, where);

/** Every id an example answers with (`id` fields), so that a link's `id=` can be checked against them. */
const answeredIds = new Set<string>();
const collectIds = (value: Node): void => {
  if (Array.isArray(value)) value.forEach(collectIds);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'id' && typeof v === 'string') answeredIds.add(v);
      collectIds(v);
    }
};
for (const [, value] of responseExamples()) collectIds(value);
const specPages = new Set<string>(Object.values(paths));
const routed = new Set(pagePaths(appRoutes));
const pathOf = (link: string) => link.split(/[?#]/, 1)[0]!;

describe('links from the server', () => {
  it('finds the links of banners, shortcuts, notices, messages and menus in the contract', () => {
    const sources = [...links.values()].map((where) => where.split(' ')[0]);
    for (const op of ['getComponentsDynamicData', 'getMessageDetail', 'getUserMenu']) expect(sources).toContain(op);
  });

  it.each([...links])('%s is a page of the spec (%s)', (link) => {
    expect(specPages, `${link} is not a page path of the spec (src/config/paths.ts)`).toContain(pathOf(link));
  });

  it.each([...links])('%s opens a page of the route table or is hidden (%s)', (link) => {
    const route = routeOfLink(link);
    if (routed.has(pathOf(link))) expect(route).toBe(link);
    else expect(route, `${link} has no page yet: it must be hidden`).toBeNull();
  });

  it.each([...links].filter(([link]) => /[?&]id=/.test(link)))('%s names a record the contract answers for (%s)', (link) => {
    const id = new URLSearchParams(link.split('?')[1]).get('id')!;
    expect(answeredIds, `${link}: no example answers with id ${id}, so its page would say "not found"`).toContain(id);
  });

  it('hides a link to a page the route table does not have, and to no page at all', () => {
    expect(routeOfLink('/pages/study/detail?id=st_2026_012')).toBeNull();
    expect(routeOfLink('/pages/nowhere')).toBeNull();
    expect(routeOfLink(`${paths.noticeList}?type=notice`)).toBe(`${paths.noticeList}?type=notice`);
  });

  it('opens a web page titled by what was tapped, and an in-app page as it is', () => {
    const route = routeOfLink('https://m.example-massage.cn/activity/1126?a=1&b=2', ' 双十二活动 & 福利 ');
    const query = new URLSearchParams(route!.split('?')[1]);
    expect(route!.startsWith(`${paths.webView}?`)).toBe(true);
    expect(query.get('url')).toBe('https://m.example-massage.cn/activity/1126?a=1&b=2');
    expect(query.get('title')).toBe('双十二活动 & 福利');
    expect(new URLSearchParams(routeOfLink('https://m.example-massage.cn/x', '  ')!.split('?')[1]).has('title')).toBe(false);
    expect(routeOfLink(`${paths.noticeList}?type=notice`, '公告')).toBe(`${paths.noticeList}?type=notice`);
  });
});
