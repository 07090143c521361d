// An order's sound recordings (service proof, issue 40): the list the platform holds, and the kept
// way to send one (the outbox: its parts go up first, then the recording, once per key).
import { useListServiceOrderRecordings } from '@generated/api/orders/list-service-order-recordings';
import type { ServiceOrderRecording, ServiceOrderRecordingRequest } from '@generated/api/model';
import { useChange } from '@/lib/outbox';

export type { ServiceOrderRecording };

export const useOrderRecordings = (orderId: string) =>
  useListServiceOrderRecordings({ orderId, pageIndex: 1, pageSize: 20 }, { query: { select: (body) => body.data.rows } });

/** The outbox's kind of a recording sent (senders.ts). */
export const RECORDING_KIND = 'attachServiceOrderRecording';

/** Kept, on the media lane: an hour of recording going up never holds the order's steps. */
export const useSendRecording = (orderId: string) => useChange<Omit<ServiceOrderRecordingRequest, 'occurredAt'>>(RECORDING_KIND, { orderId, lane: 'media' });
