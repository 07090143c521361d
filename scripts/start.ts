// `npm start`: Prism serving the contract on 127.0.0.1:4010 and the Vite dev server on 5173,
// which proxies the API paths to Prism. Ctrl+C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];
const stopAll = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());

function start(name: string, cmd: string, args: string[]) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout?.on('data', (c: Buffer) => process.stdout.write(prefix(c)));
  child.stderr?.on('data', (c: Buffer) => process.stderr.write(prefix(c)));
  child.on('exit', (code) => {
    console.error(`[${name}] stopped (${code ?? 'signal'}); stopping the rest.`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

start('mock', 'prism', ['mock', '--host', '127.0.0.1', '--port', '4010', 'generated/openapi.yaml']);
start('app', 'vite', ['--host', '127.0.0.1', '--port', '5173', '--strictPort']);
console.log('\n  Worker app (against the Prism mock): http://127.0.0.1:5173/\n  Sign in with 138 1234 5678 / abc_123456 (any valid number and password work on the mock).\n');
