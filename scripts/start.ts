// `npm start`: the development mock on 127.0.0.1:4010 (mock/serve.ts: Prism with the contract's
// x-mock rules) and the Vite dev server on 5173, which proxies the API paths to it. With API_URL and
// CLOUD_URL set, no mock starts and the dev server proxies to that backend instead (README).
import { spawn } from 'node:child_process';
import { startMock } from '../mock/serve.ts';

const backend = process.env.API_URL || process.env.CLOUD_URL;
if (backend && !(process.env.API_URL && process.env.CLOUD_URL)) {
  console.error('Set both API_URL (the /v1 API) and CLOUD_URL (the cloud router), or neither for the mock.');
  process.exit(2);
}

const mock = backend ? undefined : await startMock({ port: 4010, log: (line) => console.error(`[mock] ${line}`) });
// `npm start` puts the project's tools on the PATH.
const app = spawn('vite', ['--host', '127.0.0.1', '--port', '5173', '--strictPort'], { stdio: 'inherit' });
const stopAll = (code = 0) => {
  app.kill('SIGTERM');
  mock?.stop();
  process.exit(code);
};
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());
app.on('exit', (code) => {
  console.error(`[app] stopped (${code ?? 'signal'}); stopping the rest.`);
  stopAll(code ?? 1);
});

console.log(
  backend
    ? `\n  Worker app against ${process.env.API_URL} and ${process.env.CLOUD_URL}: http://127.0.0.1:5173/\n`
    : '\n  Worker app (against the mock): http://127.0.0.1:5173/\n  Sign in with 138 1234 5678 / abc_123456 (any valid number and password work on the mock).\n',
);
