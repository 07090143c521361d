// A change on the server that several screens show (money, points, coupons) marks their reads out
// of date by the first element of their query keys (a path, or a cloud call's name): naming them so
// needs no import of the generated calls, whose modules would join the first load of every screen
// that can make the change.
import type { QueryClient } from '@tanstack/react-query';

/** Marks out of date every read whose query key starts with one of `reads`; active ones fetch again. */
export const refreshReads = (queryClient: QueryClient, reads: readonly string[]) =>
  queryClient.invalidateQueries({ predicate: (query) => reads.includes(String(query.queryKey[0])) });
