// The figures the faults suite counts. Each test attaches what it counted; the reporter
// (figures-reporter.ts) adds them up into the one line `npm run test:faults` prints.
import type { TestInfo } from '@playwright/test';

/** The counts that must be 0, in the order the line prints them. */
export const MUST_BE_ZERO = ['uncaught', 'whiteScreens', 'lostInputs', 'duplicateMutations', 'tokenLeaks', 'openRedirects', 'dataAfterSignOut', 'cspViolations', 'scriptsRun', 'crashes'] as const;
/** The counts that say how much was tried. */
export const TRIED = ['screens', 'faultsInjected', 'recovered', 'forms', 'mutations', 'requestsRecorded', 'redirectsTried', 'badAnswers'] as const;

export type Figure = (typeof MUST_BE_ZERO)[number] | (typeof TRIED)[number];
export type Figures = Partial<Record<Figure, number>>;

export const FIGURES_ATTACHMENT = 'faults-figures';

/** Adds a test's counts to the run's figures (and keeps what went wrong, for the report). */
export async function record(testInfo: TestInfo, figures: Figures, notes: string[] = []) {
  await testInfo.attach(FIGURES_ATTACHMENT, { body: JSON.stringify({ figures, notes }), contentType: 'application/json' });
}
