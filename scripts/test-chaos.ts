// `npm run test:chaos [-- --seeds N [--from S] | --seed S[,S...]] [Playwright options]`: the chaos
// tests of the field core over many seeds, run by hand: the work loop's journey
// (tests/e2e/field-chaos.spec.ts) and the one-tap plans of a recording sent (service-proof.spec.ts)
// and of 误报，撤回 (safety.spec.ts); `npm test` runs their few fixed seeds (tests/e2e/chaos-plan.ts,
// CI_SEEDS and CI_TAP_SEEDS). Only the seeded tests of those files run (`--grep`). `--seeds N` runs N seeds from S
// (a random start, printed, unless `--from` gives one); `--seed` replays the seeds given, as a
// failure prints them. Anything else goes to Playwright (`--workers 1`, `--headed`...).
import { spawnSync } from 'node:child_process';

const env = { ...process.env };
const rest: string[] = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const [flag, inline] = args[i].split('=', 2);
  const value = () => inline ?? args[++i];
  if (flag === '--seeds') env.CHAOS_SEEDS = value();
  else if (flag === '--from') env.CHAOS_FROM = value();
  else if (flag === '--seed') env.CHAOS_SEED = value();
  else rest.push(args[i]);
}
for (const [name, given] of [['--seeds', env.CHAOS_SEEDS], ['--from', env.CHAOS_FROM]] as const) {
  if (given !== undefined && !/^\d+$/.test(given)) {
    console.error(`${name} takes a whole number, not "${given}"`);
    process.exit(2);
  }
}
if (env.CHAOS_SEED !== undefined && !/^\d+(,\d+)*$/.test(env.CHAOS_SEED)) {
  console.error(`--seed takes whole numbers separated by commas, not "${env.CHAOS_SEED}"`);
  process.exit(2);
}
// Each hand run tries new seeds; the start is printed, and every seed is in its test's name.
if (env.CHAOS_SEEDS && !env.CHAOS_FROM) env.CHAOS_FROM = String(1000 + Math.floor(Math.random() * 1_000_000));
if (env.CHAOS_SEED) console.log(`field core chaos: seeds ${env.CHAOS_SEED}`);
else if (env.CHAOS_SEEDS) console.log(`field core chaos: ${env.CHAOS_SEEDS} seeds from ${env.CHAOS_FROM} (again: npm run test:chaos -- --seeds ${env.CHAOS_SEEDS} --from ${env.CHAOS_FROM})`);
else console.log('field core chaos: the CI seeds (tests/e2e/chaos-plan.ts)');

const specs = ['tests/e2e/field-chaos.spec.ts', 'tests/e2e/service-proof.spec.ts', 'tests/e2e/safety.spec.ts'];
// The seeded tests' titles name their seed ("seed 17: ...", "chaos seed 17: ...").
// `npm run test:chaos` puts the project's tools on the PATH.
const run = spawnSync('playwright', ['test', ...specs, '--project', 'chromium-mobile', '--grep', 'seed \\d+:', ...rest], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
