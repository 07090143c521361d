// The phone Lighthouse simulates, the same on any host (issue 53). Lighthouse slows the main thread's
// work by `throttling.cpuSlowdownMultiplier` (4 by default) relative to the host it runs on, and
// assumes a host whose benchmarkIndex is 1500-2000: on a slower host (a shared 2-core machine) its
// phone is slower, on a faster one faster. Its documentation ("Calibrating the CPU slowdown",
// docs/throttling.md) derives the multiplier from the host's benchmarkIndex with its throttling
// calculator; this is the calculator's formula, applied to the index Lighthouse measured in the same run.

/** The calculator's multiplier for a host's benchmarkIndex (1533 -> 4x, as Lighthouse's default assumes). */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : benchmarkIndex >= 150 ? 1 + (benchmarkIndex - 150) / 650 : 1;
  return Math.round(multiplier * 100) / 100;
}
