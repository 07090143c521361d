// Every picture of the contract's examples shows on the development mock, offline: the mock serves a
// stand-in from the repository for each, and its URLs go back to the CDN's on the way in.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { listen, send } from '../../../mock/http';
import { contentType, createPictureFront, PICTURE_HOST, pictureFile, toCdnPictures, toLocalPictures } from '../../../mock/pictures';

const root = join(import.meta.dirname, '..', '..', '..');
const contract = readFileSync(join(root, 'generated', 'openapi.yaml'), 'utf8');
const pictures = [...new Set(contract.match(new RegExp(`https://${PICTURE_HOST.replaceAll('.', '\\.')}/[^\\s'"<>]+\\.(?:jpe?g|png|webp|gif)`, 'g')))];

describe('the mock serves the pictures of the examples', () => {
  it('has a stand-in file in mock/pictures/ for every picture URL of the contract', () => {
    expect(pictures.length).toBeGreaterThan(50);
    const missing = pictures.filter((url) => {
      const file = pictureFile(url.slice(`https://${PICTURE_HOST}/`.length));
      return !file || !existsSync(join(root, 'mock', 'pictures', file));
    });
    expect(missing).toEqual([]);
  });

  it('gives a service item, a banner and an icon the stand-in drawn for them', () => {
    expect(pictureFile('item/si_spa_90.jpg')).toBe('item-spa.svg');
    expect(pictureFile('banner/2026/invite-750x300.jpg')).toBe('banner-invite.svg');
    expect(pictureFile('icon/wallet-96.png')).toBe('icon-wallet.svg');
    expect(pictureFile('icon/unknown-96.png')).toBe('icon.svg');
    expect(pictureFile('contract/signed/ct_2001.pdf')).toBeUndefined();
  });

  it('serves study material as a real PDF and a real video, for every one the contract names', () => {
    const files = [...new Set(contract.match(new RegExp(`https://${PICTURE_HOST.replaceAll('.', '\\.')}/study/[^\\s'"<>]+\\.(?:pdf|mp4)`, 'g')))];
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const url of files) {
      const file = pictureFile(url.slice(`https://${PICTURE_HOST}/`.length))!;
      expect(file).toMatch(/^study\.(pdf|mp4)$/);
      const bytes = readFileSync(join(root, 'mock', 'pictures', file));
      if (file.endsWith('.pdf')) expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      else expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    }
    expect(contentType('study.pdf')).toBe('application/pdf');
    expect(contentType('study.mp4')).toBe('video/mp4');
    expect(contentType('photo.svg')).toBe('image/svg+xml');
  });

  it('points answers at the server the browser reached, and calls back at the CDN', () => {
    const answer = JSON.stringify({ image: `https://${PICTURE_HOST}/item/si_spa_90.jpg`, html: `<img src="https://${PICTURE_HOST}/notice/a.jpg">` });
    const local = toLocalPictures(answer, 'http://192.168.1.20:5173');
    expect(local).toBe(JSON.stringify({ image: 'http://192.168.1.20:5173/mock-cdn/item/si_spa_90.jpg', html: '<img src="http://192.168.1.20:5173/mock-cdn/notice/a.jpg">' }));
    expect(toCdnPictures(local)).toBe(answer);
  });

  it('serves a file a worker uploaded at its own URL, as it came, before any stand-in', async () => {
    const photo = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 7]);
    const kept = new Map([['order/service/2026/11/22/up_3.jpg', { type: 'image/jpeg', body: photo }]]);
    const front = createPictureFront({ upstreamPort: 1, log: () => undefined, uploaded: (path) => kept.get(path) });
    await listen(front, 0);
    const { port } = front.address() as AddressInfo;
    try {
      const get = (path: string) => send(port, 'GET', `/mock-cdn/${path}`, {}, Buffer.alloc(0));
      const uploaded = await get('order/service/2026/11/22/up_3.jpg');
      expect([uploaded.status, uploaded.headers['content-type'], uploaded.body]).toEqual([200, 'image/jpeg', photo]);
      // Another picture of the same folder is the examples' stand-in.
      expect((await get('order/service/2026/11/22/so_20261122143000123_1.jpg')).headers['content-type']).toBe('image/svg+xml');
    } finally {
      front.close();
    }
  });
});
