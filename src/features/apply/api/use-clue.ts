// The applicant's lead (getWorkerClueInfo): how they came to the platform and what they applied for
// (city, service items, inviter, name). The contract says the apply forms pre-fill from it: a step
// the applicant has not filled yet opens with what the lead already says, to check, not to type
// again. Its own module: only the account and basic-info steps ask for it, not every step.
// The lead is optional: a failure, or none while offline, opens the step empty as before.
import { useGetWorkerClueInfo } from '@generated/api/mine/mine';
import type { ApplyOptions, WorkerClueInfo } from '@generated/api/model';

export type { WorkerClueInfo };

/** The lead, asked once a session; `waiting` only while an answer is on its way (not offline, not failed). */
export function useWorkerClue() {
  const clue = useGetWorkerClueInfo({ query: { select: (body) => body.data, staleTime: Infinity, retry: false } });
  return { clue: clue.data, waiting: clue.isPending && clue.fetchStatus === 'fetching' };
}

/**
 * The account step's values from the lead, in the server's choices: the city by its name, the service
 * items by id or else by name (the lead's catalogue ids may differ from the apply options'), the
 * invite code as the referrer. What the choices do not have is left out.
 */
export function accountFromClue(clue: WorkerClueInfo, options: ApplyOptions) {
  const city = options.cities.find((c) => c.name === clue.city);
  const items = clue.serviceItems.flatMap((wanted) => options.serviceItems.filter((i) => i.id === wanted.id || i.name === wanted.name).slice(0, 1).map((i) => i.id));
  return {
    ...(city ? { serviceCity: city.code } : {}),
    ...(items.length ? { serviceItems: [...new Set(items)] } : {}),
    ...(clue.inviterCode ? { referrer: clue.inviterCode } : {}),
  };
}
