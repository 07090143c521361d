// The mock's plumbing: read a body, pass a request on to a port on 127.0.0.1, answer, wait for a port.
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import type { Answer } from './engine.ts';

export const readBody = (message: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on('data', (c: Buffer) => chunks.push(c));
    message.on('end', () => resolve(Buffer.concat(chunks)));
    message.on('error', reject);
  });

/** Sends a request to 127.0.0.1:port and reads the whole answer. */
export function send(port: number, method: string, url: string, headers: Record<string, string | undefined>, body: Buffer): Promise<Answer> {
  const clean = Object.fromEntries(Object.entries(headers).filter(([k, v]) => v !== undefined && !['host', 'content-length', 'connection'].includes(k))) as Record<string, string>;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: url, headers: { ...clean, ...(body.length ? { 'content-length': String(body.length) } : {}) } }, async (res) => {
      const answer = await readBody(res);
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && !['content-length', 'connection', 'transfer-encoding', 'keep-alive'].includes(k)) out[k] = String(v);
      resolve({ status: res.statusCode ?? 502, headers: out, body: answer });
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const reply = (res: ServerResponse, answer: Answer) => {
  res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
  res.end(answer.body);
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export const listening = (port: number, timeoutMs: number) =>
  new Promise<void>((resolve, reject) => {
    const until = Date.now() + timeoutMs;
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve()));
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > until) reject(new Error(`nothing listens on ${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 150);
      });
    };
    attempt();
  });

export const listen = (server: Server, port: number) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));

