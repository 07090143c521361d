// The safety pages' data over the generated hooks: the centre's fixed content, the emergency
// contacts (saved as a whole list, one Idempotency-Key per intent), the worker's own mobile (which no
// contact may have), and a trip's share link.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getGetWorkerInfoUrl, getWorkerInfo } from '@generated/api/mine/mine';
import { createTripShare, getListEmergencyContactsQueryKey, saveEmergencyContacts, useGetSafetyCenter, useListEmergencyContacts } from '@generated/api/safety/safety';
import type { EmergencyContact, EmergencyContactRelation, EmergencyContactSave, SafetyCenter, TripShare } from '@generated/api/model';
import { useIntentMutation } from '@/lib/api/use-intent-mutation';

export type { EmergencyContact, EmergencyContactRelation, EmergencyContactSave, SafetyCenter, TripShare };

/** At most this many contacts (the contract's maxItems). */
export const MAX_CONTACTS = 3;

export const useSafetyCenter = () => useGetSafetyCenter({ query: { select: (body) => body.data, staleTime: 60 * 60_000 } });

export const useEmergencyContacts = () => useListEmergencyContacts({ query: { select: (body) => body.data.contacts } });

/**
 * The signed-in worker's mobile as the server shows it (masked: `138****5678`). getWorkerInfo is a
 * POST (orval made it a mutation) that only reads: a query keyed by its URL, the entry Mine and the
 * settings read, so it is asked once for all of them.
 */
export const useOwnMobile = () =>
  useQuery({ queryKey: [getGetWorkerInfoUrl()], queryFn: ({ signal }) => getWorkerInfo({ signal }), select: (body) => body.data.mobile });

/** Saves the whole list; the key is the same on a retry whose outcome is unknown, new once answered. */
export function useSaveContacts() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: (contacts: EmergencyContactSave[], headers) => saveEmergencyContacts({ contacts }, { headers }),
    onSuccess: (body) => queryClient.setQueryData(getListEmergencyContactsQueryKey(), body),
  });
}

/** The link to an order's trip (the same link when asked again). */
export const tripShareLink = async (orderId: string) => (await createTripShare({ orderId })).data;
