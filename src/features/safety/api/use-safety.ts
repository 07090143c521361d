// The safety pages' data over the generated hooks: the centre's fixed content, the emergency
// contacts (saved as a whole list, one Idempotency-Key per intent), the worker's own mobile (which no
// contact may have), and a trip's share link.
import { useQuery } from '@tanstack/react-query';
import { getGetWorkerInfoUrl, getWorkerInfo } from '@generated/api/mine/mine';
import { useGetSafetyCenter, useListEmergencyContacts } from '@generated/api/safety/safety';
import type { CreateTripShare200, EmergencyContact, EmergencyContactRelation, EmergencyContactSave, SafetyCenter, TripShare, TripShareRequest } from '@generated/api/model';
import { useChange, withVariables } from '@/lib/outbox';

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

/**
 * Saves the whole list, kept: offline it goes when the network returns (the list as saved then shows);
 * resolves sent or kept on the phone.
 */
export const useSaveContacts = () => withVariables(useChange<{ contacts: EmergencyContactSave[] }>('saveEmergencyContacts'), (contacts: EmergencyContactSave[]) => ({ contacts }));

/** The link to an order's trip, now (the same link when asked again): the answer is the link. */
export const useTripShare = () => withVariables(useChange<TripShareRequest, CreateTripShare200>('createTripShare', { way: 'now' }), (orderId: string) => ({ orderId }));
