// The development mock: `node mock/serve.ts [--port 4010]`, what `npm start`, `npm run mock` and the
// e2e tests run. A request goes through four steps, all on 127.0.0.1:
//   the port given (pictures.ts: the examples' pictures, served from mock/pictures/)
//   -> Prism validating proxy (every request and answer checked against the contract; --errors)
//   -> the session's memory (engine.ts: the example the contract's `x-mock` rules choose, the
//      worker's actions carried into the answers that follow)
//   -> Prism mock (the answer, made from the contract's examples).
// Ctrl+C (or the end of the process group) stops all of it.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { checkDeclarations, readOperations } from './declarations.ts';
import { chosenExamples, createEngine, type Forward, type MockRequest } from './engine.ts';
import { freePort, listen, listening, readBody, reply, send } from './http.ts';
import { createPictureFront } from './pictures.ts';
import { createCallLog } from './calls.ts';
import { createExpireControl } from './expire.ts';
import { createRawBodies, RAW_BODY_HEADER } from './raw-bodies.ts';
import { createRecordControl } from './records.ts';
import { createViolationLog, type Violation } from './violations.ts';

const root = join(import.meta.dirname, '..');
const CONTRACT = join(root, 'generated', 'openapi.yaml');
const PRISM = join(root, 'node_modules', '.bin', 'prism');

export type RunningMock = { port: number; stop: () => void; violations: () => Violation[] };

/** Starts the four steps; the answer's `port` is the one to send the app's calls to. */
export async function startMock({ port = 4010, examples = process.env.MOCK_EXAMPLES, log = (line: string) => console.log(line) } = {}): Promise<RunningMock> {
  const operations = readOperations(CONTRACT);
  const problems = checkDeclarations(operations);
  if (problems.length) throw new Error(`The contract's x-mock rules name what does not exist:\n  ${problems.join('\n  ')}`);

  const children: ChildProcess[] = [];
  // What the contract refused (a request, an answer, a path it does not have): GET /__mock/violations.
  const refused = createViolationLog(log);
  // Every call that reached it, with its key (GET /__mock/calls): what a test that cuts the network counts.
  const calls = createCallLog();
  const servers: Server[] = [];
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    for (const server of servers) server.close();
  };
  const prism = (name: string, args: string[]) => {
    const child = spawn(PRISM, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    // Prism logs every request; what matters here are its errors and the contract's violations.
    const relay = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (/error|violation|✖|fatal/i.test(line)) log(`[${name}] ${line.trim()}`);
    };
    child.stdout?.on('data', relay);
    child.stderr?.on('data', relay);
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGTERM') log(`[${name}] stopped (${code ?? signal})`);
    });
    children.push(child);
  };

  try {
    const [mockPort, proxyPort, memoryPort] = await Promise.all([freePort(), freePort(), freePort()]);
    prism('prism mock', ['mock', '--host', '127.0.0.1', '--port', String(mockPort), CONTRACT]);
    prism('prism validation', ['proxy', '--host', '127.0.0.1', '--port', String(proxyPort), CONTRACT, `http://127.0.0.1:${memoryPort}`, '--errors']);

    const forward: Forward = (request, prefer) => {
      const query = request.query.toString();
      return send(mockPort, request.method, `${request.path}${query ? `?${query}` : ''}`, { ...request.headers, prefer }, request.raw);
    };
    const chosen = chosenExamples(examples);
    const unknown = Object.keys(chosen).filter((id) => ![...operations.values()].some((op) => op.operationId === id));
    if (unknown.length) throw new Error(`MOCK_EXAMPLES names no operation of the contract: ${unknown.join(', ')}`);
    // An upload's bytes as they came: Prism's validating proxy passes a multipart body on as text.
    const rawBodies = createRawBodies();
    const engine = createEngine({ operations, forward, chosen, rawOf: (request) => rawBodies.take(request.headers[RAW_BODY_HEADER]) });
    // A test's records from outside the worker's calls (an offer a customer's booking made, the platform's decision): POST /__mock/records.
    const records = createRecordControl(engine.addRecord, engine.changeRecord);
    // A test's token expired at the server, at a moment of its own: POST /__mock/expire.
    const expiry = createExpireControl(engine.expire);
    const memory = createServer(async (req, res) => {
      try {
        const url = new URL(req.url ?? '/', 'http://mock');
        const raw = await readBody(req);
        let body: unknown;
        if (/json/.test(req.headers['content-type'] ?? '') && raw.length) {
          try {
            body = JSON.parse(raw.toString('utf8'));
          } catch {
            body = undefined;
          }
        }
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
        const request: MockRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers, body, raw };
        reply(res, await engine.handle(request));
      } catch (error) {
        log(`[memory] ${(error as Error).stack ?? error}`);
        reply(res, { status: 500, headers: { 'content-type': 'text/plain' }, body: Buffer.from(String(error)) });
      }
    });
    servers.push(memory);
    await listen(memory, memoryPort);

    const front = createPictureFront({
      upstreamPort: proxyPort,
      log,
      answered: (req, answer, body) => {
        refused.inspect(req, answer);
        calls.record(req, body, answer);
      },
      own: (req, res) => refused.serve(req, res) || calls.serve(req, res) || records.serve(req, res) || expiry.serve(req, res),
      uploaded: engine.files.get,
      passOn: (req, body): Record<string, string> => (/multipart/.test(req.headers['content-type'] ?? '') ? { [RAW_BODY_HEADER]: rawBodies.keep(body) } : {}),
    });
    servers.push(front);
    await Promise.all([listening(mockPort, 60_000), listening(proxyPort, 60_000)]);
    await listen(front, port);
  } catch (error) {
    stop();
    throw error;
  }
  return { port, stop, violations: refused.list };
}

if (import.meta.filename === process.argv[1]) {
  const at = process.argv.indexOf('--port');
  const port = at > 0 ? Number(process.argv[at + 1]) : Number(process.env.MOCK_PORT ?? 4010);
  const mock = await startMock({ port }).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  const stop = () => {
    mock.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`mock: the contract on http://127.0.0.1:${mock.port}/ (Prism, validating; x-mock rules; pictures under /mock-cdn/)`);
}
