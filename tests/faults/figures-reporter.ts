// Prints the faults suite's one line of figures, added up from what each test attached
// (figures.ts), and fails the run when a count that must be 0 is not 0.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { FIGURES_ATTACHMENT, type Figure, type Figures, MUST_BE_ZERO } from './figures.ts';

const LABELS: Record<Figure, string> = {
  screens: 'screens',
  faultsInjected: 'faults injected',
  recovered: 'recovered',
  uncaught: 'uncaught',
  crashes: 'crash pages',
  whiteScreens: 'white screens',
  forms: 'forms',
  lostInputs: 'lost inputs',
  mutations: 'mutations',
  duplicateMutations: 'duplicate mutations',
  requestsRecorded: 'requests recorded',
  tokenLeaks: 'token leaks',
  redirectsTried: 'redirects tried',
  openRedirects: 'open redirects',
  dataAfterSignOut: 'data after sign-out',
  cspViolations: 'CSP violations',
  scriptsRun: 'injected scripts run',
  badAnswers: 'bad answers',
};
const ORDER: Figure[] = ['screens', 'faultsInjected', 'recovered', 'uncaught', 'crashes', 'whiteScreens', 'forms', 'lostInputs', 'mutations', 'duplicateMutations', 'requestsRecorded', 'tokenLeaks', 'redirectsTried', 'openRedirects', 'dataAfterSignOut', 'cspViolations', 'scriptsRun', 'badAnswers'];

export default class FiguresReporter implements Reporter {
  private totals: Figures = {};
  private notes: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    for (const a of result.attachments) {
      if (a.name !== FIGURES_ATTACHMENT || !a.body) continue;
      const { figures, notes } = JSON.parse(a.body.toString()) as { figures: Figures; notes: string[] };
      for (const [k, v] of Object.entries(figures) as [Figure, number][]) this.totals[k] = (this.totals[k] ?? 0) + v;
      this.notes.push(...notes.map((n) => `${test.title}: ${n}`));
    }
  }

  async onEnd(result: FullResult) {
    const line = ORDER.map((k) => `${LABELS[k]} ${this.totals[k] ?? 0}`).join(', ');
    console.log(`\nfaults: ${line}`);
    const bad = MUST_BE_ZERO.filter((k) => (this.totals[k] ?? 0) > 0);
    if (this.notes.length) console.log(this.notes.map((n) => `  - ${n}`).join('\n'));
    if (bad.length) {
      console.log(`faults: FAILED, not 0: ${bad.map((k) => LABELS[k]).join(', ')}`);
      return { status: 'failed' as const };
    }
    return { status: result.status };
  }

  printsToStdio() {
    return false;
  }
}
