// The bench's picture host: the contract's examples put every picture on the CDN's host, which does
// not resolve here. Without it a screen's pictures failed at once, so a screen was measured without
// its largest paint (Home's banner), and a failed picture was asked for again at render, a new
// connection in Lighthouse's simulation. The browser sends that host to this HTTPS server (a
// certificate made for the run), which answers with stand-in pictures of a worker's phone: photos
// as JPEG (the banners at their 750 x 300, the rest as 240 x 240 thumbnails) and icons as small
// PNGs, drawn once in the bench's Chromium.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { PICTURE_HOST } from '../mock/pictures.ts';


/** Chromium's flags that send the picture host to `port` and accept its certificate. */
export const pictureHostArgs = (port: number) => [`--host-resolver-rules=MAP ${PICTURE_HOST} 127.0.0.1:${port}`, '--ignore-certificate-errors'];

type Kind = 'banner' | 'photo' | 'icon';
const kindOf = (path: string): Kind | null =>
  path.includes('/banner/') ? 'banner' : /\.png$/i.test(path) ? 'icon' : /\.jpe?g$/i.test(path) ? 'photo' : null;

/** Draws the stand-ins: a photo-like JPEG (gradient and soft dots, quality 0.8) and a flat PNG icon. */
async function drawPictures(context: BrowserContext): Promise<Record<Kind, Buffer>> {
  const page = await context.newPage();
  const draw = (width: number, height: number, type: 'image/jpeg' | 'image/png') =>
    page.evaluate(
      async ([w, h, type]) => {
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = h;
        const g = canvas.getContext('2d')!;
        let seed = 7;
        const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
        if (type === 'image/png') {
          g.fillStyle = '#e8f5ee';
          g.fillRect(0, 0, w, h);
          g.fillStyle = '#0a7d3e';
          g.beginPath();
          g.arc(w / 2, h / 2, w / 3, 0, Math.PI * 2);
          g.fill();
        } else {
          const gradient = g.createLinearGradient(0, 0, w, h);
          gradient.addColorStop(0, '#0a7d3e');
          gradient.addColorStop(1, '#d9efe2');
          g.fillStyle = gradient;
          g.fillRect(0, 0, w, h);
          for (let i = 0; i < (w * h) / 60; i++) {
            g.fillStyle = `hsla(${140 + random() * 60},50%,${30 + random() * 50}%,0.5)`;
            g.beginPath();
            g.arc(random() * w, random() * h, 1 + random() * 6, 0, Math.PI * 2);
            g.fill();
          }
        }
        const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type, 0.8));
        return [...new Uint8Array(await blob.arrayBuffer())];
      },
      [width, height, type] as const,
    );
  const pictures = {
    banner: Buffer.from(await draw(750, 300, 'image/jpeg')),
    photo: Buffer.from(await draw(240, 240, 'image/jpeg')),
    icon: Buffer.from(await draw(96, 96, 'image/png')),
  };
  await page.close();
  return pictures;
}

/** A certificate for the picture host, made with openssl for this run. */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cert-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${PICTURE_HOST}`, '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch (error) {
    throw new Error(`bench: openssl could not make the picture host's certificate (is openssl installed?): ${String(error)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves the stand-in pictures on 127.0.0.1:`port` (the context's browser must have been started
 * with pictureHostArgs(port)). Returns the server and each picture's size in bytes.
 */
export async function startPictureHost(context: BrowserContext, port: number): Promise<{ server: Server; sizes: Record<Kind, number> }> {
  const pictures = await drawPictures(context);
  const server = createServer(certificate(), (request, response) => {
    const kind = kindOf(new URL(request.url ?? '/', `https://${PICTURE_HOST}`).pathname);
    if (!kind) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': kind === 'icon' ? 'image/png' : 'image/jpeg',
      'cache-control': 'public, max-age=31536000',
      'access-control-allow-origin': '*',
    });
    response.end(pictures[kind]);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  const sizes = Object.fromEntries(Object.entries(pictures).map(([k, b]) => [k, b.length])) as Record<Kind, number>;
  return { server, sizes };
}
