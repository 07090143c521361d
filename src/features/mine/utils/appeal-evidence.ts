// The order's evidence an appeal of a review may attach, as the app already holds it: the step times
// and positions, the door photo, each service photo, each recording on the platform, a report of the
// customer. Each item is listed for the worker, who may leave any out; the appeal names those kept
// (the platform holds every item: nothing is uploaded again).
import type { ReviewAppealEvidence, ServiceOrder, ServiceOrderRecording } from '@generated/api/model';

/** One item as the appeal page lists it: a key of its own, what the appeal sends, what the worker sees. */
export type EvidenceItem = {
  key: string;
  evidence: ReviewAppealEvidence;
  /** A picture to show beside it (a photo item), and a service photo's place among them (1, 2...). */
  photo?: string;
  index?: number;
  /** The recording it names. */
  recording?: ServiceOrderRecording;
  /** The order's step times, for the steps item: in the order they happened, only those it has. */
  steps?: { step: 'appointment' | 'accepted' | 'departed' | 'arrived' | 'started' | 'completed'; at: string }[];
  /** The check-in's distance from the address, in metres (the position recorded at the door). */
  checkInMetres?: number;
};

/** Every item of evidence the order offers, in the order the page lists them. */
export function evidenceOf(order: ServiceOrder, recordings: readonly ServiceOrderRecording[]): EvidenceItem[] {
  const items: EvidenceItem[] = [];
  const times = [
    ['appointment', order.appointmentAt],
    ['accepted', order.acceptedAt],
    ['departed', order.departedAt],
    ['arrived', order.checkIn?.at ?? order.arrivedAt],
    ['started', order.timer?.startedAt],
    ['completed', order.completedAt],
  ] as const;
  const steps = times.filter((entry): entry is [(typeof entry)[0], string] => typeof entry[1] === 'string').map(([step, at]) => ({ step, at }));
  // The appointment alone says nothing of what the worker did: the item needs a step.
  if (steps.some((s) => s.step !== 'appointment')) items.push({ key: 'steps', evidence: { kind: 'steps' }, steps, checkInMetres: order.checkIn?.distanceMeters });
  if (order.checkIn?.photo) items.push({ key: 'checkInPhoto', evidence: { kind: 'checkInPhoto', ref: order.checkIn.photo }, photo: order.checkIn.photo });
  order.servicePhotos.forEach((photo, i) => items.push({ key: `servicePhoto:${photo}`, evidence: { kind: 'servicePhoto', ref: photo }, photo, index: i + 1 }));
  for (const recording of recordings) items.push({ key: `recording:${recording.id}`, evidence: { kind: 'recording', ref: recording.id }, recording });
  if (order.customerReport) items.push({ key: 'customerReport', evidence: { kind: 'customerReport', ref: order.customerReport.id } });
  return items;
}
