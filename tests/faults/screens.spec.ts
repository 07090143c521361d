// Fault injection: every signed-in screen opened and reloaded while a seeded 20 % of the API calls
// fail (HTTP 500, a connection reset, a hang past the app's timeout, a body that breaks the
// contract). Counted: uncaught errors and crash pages (0), white screens (0: content, or an error
// that says what happened with a retry), and screens whose error goes once the network is back
// and the worker taps retry.
import { test, expect } from '@playwright/test';
import { signedIn } from './session';
import { record } from './figures';
import { faultyNetwork, hashOf, inFlight, SEED } from './network';
import { signedInScreens } from './screens';
import { leaksIn, settledVerdict, watch } from './watch';

const retryButton = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: /^(重试|重新加载)$/ }).filter({ visible: true }).first();

for (const screen of signedInScreens()) {
  test(`${screen.name} holds up with 20% of calls failing`, async ({ page }, testInfo) => {
    const watched = await watch(page);
    const flight = inFlight(page);
    await signedIn(page);
    const net = await faultyNetwork(page, { seed: SEED ^ hashOf(screen.name) });
    const notes: string[] = [];
    let white = 0;
    let crashes = 0;
    let errorsShown = 0;
    let recovered = 0;

    for (const step of ['opened', 'reloaded'] as const) {
      if (step === 'opened') await page.goto(screen.hash);
      else await page.reload();
      const verdict = await settledVerdict(page, () => flight.settle());
      if (verdict.white) {
        white += 1;
        notes.push(`${step}: white screen (${verdict.white})`);
      }
      if (verdict.crash) {
        crashes += 1;
        notes.push(`${step}: the crash page`);
      }
    }

    // The network comes back: an error the screen shows goes when the worker taps retry.
    net.heal();
    for (let i = 0; i < 4 && (await retryButton(page).count()) > 0; i++) {
      errorsShown += i === 0 ? 1 : 0;
      // The error may go by itself between the count and the tap (a query's own retry now
      // succeeding): then there is nothing left to tap. A button still shown must take the tap.
      const tapped = await retryButton(page)
        .click({ timeout: 5_000 })
        .then(() => true, (e: unknown) => e);
      if (tapped !== true && (await retryButton(page).count()) > 0) throw tapped;
      await flight.settle();
      await page.waitForTimeout(200);
    }
    const after = await settledVerdict(page, () => flight.settle());
    const stillFailing = (await retryButton(page).count()) > 0;
    if (errorsShown && !stillFailing && !after.white) recovered += 1;
    if (stillFailing) notes.push('the error stayed after the network came back and retry was tapped');
    if (after.white) {
      white += 1;
      notes.push(`after the network came back: white screen (${after.white})`);
    }

    const csp = await watched.cspViolations();
    const leaks = await leaksIn(watched.requests, new URL(testInfo.project.use.baseURL!).origin);
    notes.push(...leaks.map((l) => `token or personal data sent away: ${l}`));
    notes.push(...watched.uncaught.map((m) => `uncaught: ${m}`), ...csp.map((v) => `CSP: ${v}`));
    await record(
      testInfo,
      {
        screens: 1,
        faultsInjected: net.injected,
        recovered,
        uncaught: watched.uncaught.length,
        crashes,
        whiteScreens: white + (stillFailing ? 1 : 0),
        cspViolations: csp.length,
        requestsRecorded: watched.requests.length,
        tokenLeaks: leaks.length,
      },
      notes,
    );
    expect(notes.filter((n) => !n.startsWith('CSP')), `faults ${JSON.stringify(net.byKind)}`).toEqual([]);
    expect(csp).toEqual([]);
  });
}
