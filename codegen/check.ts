// Fails when the committed generated/ differs from what the contract and forms produce now.
import { execFileSync } from 'node:child_process';

execFileSync('node', ['codegen/generate.ts'], { stdio: 'inherit' });
// --porcelain lists changed, deleted and new untracked files alike.
const drift = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'generated'], {
  encoding: 'utf8',
}).trim();
if (drift) {
  console.error(`codegen:check: generated/ is out of date with openapi/ and forms/. Run \`npm run codegen\` and commit:\n${drift}`);
  process.exit(1);
}
console.log('codegen:check: generated/ matches the contract and forms.');
