// The mock's front door: the contract's examples put every picture on the CDN's host, which does not
// resolve on a developer's machine (nor offline). Answers going out get that host replaced by this
// server's `/mock-cdn/`, which serves a file a worker uploaded there as it came (mock/files.ts), else
// a stand-in from mock/pictures/; calls coming in get the host back, so Prism validates the URLs the
// real backend would see.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Answer } from './engine.ts';
import type { StoredFile } from './files.ts';
import { join } from 'node:path';
import { readBody, reply, send } from './http.ts';

/** The host of the contract's example pictures. */
export const PICTURE_HOST = 'cdn.example-massage.cn';
export const PICTURE_PATH = '/mock-cdn/';
const CDN = `https://${PICTURE_HOST}/`;
const folder = join(import.meta.dirname, 'pictures');

/** Which stand-in answers a picture path of the CDN, the first rule that matches. */
const RULES: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^banner\/.*?(winter-safety|newcomer-training|invite)/, (m) => `banner-${m[1]}.svg`],
  [/^icon\/([a-z-]+?)-\d+\.png$/, (m) => (existsSync(join(folder, `icon-${m[1]}.svg`)) ? `icon-${m[1]}.svg` : 'icon.svg')],
  [/^item\/si_([a-z]+)_/, (m) => (existsSync(join(folder, `item-${m[1]}.svg`)) ? `item-${m[1]}.svg` : 'photo.svg')],
  [/avatar\//, () => 'avatar.svg'],
  [/^worker\/(apply|realname)\//, () => 'document.svg'],
  [/^shop\/goods\//, () => 'goods.svg'],
  // Study material is a real PDF and a real video (H.264, 20 s), so the viewer and player work.
  [/^study\/.*\.pdf$/i, () => 'study.pdf'],
  [/^study\/.*\.mp4$/i, () => 'study.mp4'],
  [/^study\//, () => 'study.svg'],
  [/^(notice|share|shop\/share)\//, () => 'poster.svg'],
  [/\.(jpe?g|png|webp|gif)$/i, () => 'photo.svg'],
];

/** The stand-in file for a CDN path (`item/si_spa_90.jpg`), or undefined for what has none. */
export function pictureFile(path: string): string | undefined {
  for (const [pattern, file] of RULES) {
    const m = path.match(pattern);
    if (m) return file(m);
  }
  return undefined;
}

const TYPES: Record<string, string> = { svg: 'image/svg+xml', pdf: 'application/pdf', mp4: 'video/mp4' };
export const contentType = (file: string) => TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** A picture's bytes, or the range asked (`Range: bytes=a-b`): a video player seeks with ranges. */
function served(body: Buffer, type: string, range: string | undefined) {
  const headers = { 'content-type': type, 'cache-control': 'no-cache', 'accept-ranges': 'bytes' };
  const m = range?.match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (!m[1] && !m[2])) return { status: 200, headers, body };
  const start = m[1] ? Number(m[1]) : Math.max(0, body.length - Number(m[2]));
  const end = m[1] && m[2] ? Math.min(Number(m[2]), body.length - 1) : body.length - 1;
  if (start >= body.length || start > end) return { status: 416, headers: { ...headers, 'content-range': `bytes */${body.length}` }, body: Buffer.alloc(0) };
  return { status: 206, headers: { ...headers, 'content-range': `bytes ${start}-${end}/${body.length}` }, body: body.subarray(start, end + 1) };
}

/** Where the browser reached this server: the dev server's proxy says so in X-Forwarded-*. */
const originOf = (req: IncomingMessage) => {
  const host = (req.headers['x-forwarded-host'] as string | undefined)?.split(',')[0].trim() ?? req.headers.host ?? '127.0.0.1';
  const proto = (req.headers['x-forwarded-proto'] as string | undefined)?.split(',')[0].trim() ?? 'http';
  return `${proto}://${host}`;
};

export const toLocalPictures = (text: string, origin: string) => text.replaceAll(CDN, `${origin}${PICTURE_PATH}`);
export const toCdnPictures = (text: string) => text.replace(/https?:\/\/[^/"'\s]+\/mock-cdn\//g, CDN);

export function createPictureFront({
  upstreamPort,
  log,
  answered,
  own,
  uploaded,
  passOn,
}: {
  upstreamPort: number;
  log: (line: string) => void;
  /** Headers to send on with a request, from its body as it came (an upload's bytes kept: mock/raw-bodies.ts). */
  passOn?: (req: IncomingMessage, body: Buffer) => Record<string, string>;
  /** A file a worker uploaded, at its path on the CDN (mock/files.ts): served before any stand-in. */
  uploaded?: (path: string) => StoredFile | undefined;
  /** Sees each answer of the upstream (Prism's validating proxy) as it came, with the request's body. */
  answered?: (req: IncomingMessage, answer: Answer, body: Buffer) => void;
  /** Answers the mock's own paths; false to pass the request on. */
  own?: (req: IncomingMessage, res: ServerResponse) => boolean;
}) {
  return createServer(async (req, res) => {
    try {
      const url = req.url ?? '/';
      if (own?.(req, res)) return;
      if (url.startsWith(PICTURE_PATH)) {
        const path = decodeURIComponent(url.slice(PICTURE_PATH.length).split('?')[0]);
        const upload = uploaded?.(path);
        if (upload) return reply(res, served(upload.body, upload.type, req.headers.range));
        const file = pictureFile(path);
        if (!file) return reply(res, { status: 404, headers: { 'content-type': 'text/plain' }, body: Buffer.from('no stand-in picture') });
        return reply(res, served(readFileSync(join(folder, file)), contentType(file), req.headers.range));
      }
      const json = (type: string | undefined) => /json/.test(type ?? '');
      let body = await readBody(req);
      if (json(req.headers['content-type'])) body = Buffer.from(toCdnPictures(body.toString('utf8')));
      const headers = { ...Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v])), ...passOn?.(req, body) };
      const answer = await send(upstreamPort, req.method ?? 'GET', toCdnPictures(url), headers, body);
      answered?.(req, answer, body);
      if (json(answer.headers['content-type'])) answer.body = Buffer.from(toLocalPictures(answer.body.toString('utf8'), originOf(req)));
      reply(res, answer);
    } catch (error) {
      log(`[pictures] ${(error as Error).message}`);
      reply(res, { status: 502, headers: { 'content-type': 'text/plain' }, body: Buffer.from(`mock: ${(error as Error).message}`) });
    }
  });
}
