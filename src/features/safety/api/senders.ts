// How the outbox sends safety's changes. The SOS lane's (the alert, its cancel, the worker's word on
// it, the check-in's answer) are registered at once by the code that makes them (send-sos.ts), so an
// SOS never waits for code to arrive; all of them also through the app shell's loader, so one kept
// before a reload goes whichever page the app starts on.
import type { QueryClient } from '@tanstack/react-query';
import { getGetServiceOrderDetailQueryKey } from '@generated/api/orders/get-service-order-detail';
import { answerSafetyCheckIn } from '@generated/api/safety/answer-safety-check-in';
import { cancelSosAlert } from '@generated/api/safety/cancel-sos-alert';
import { createSosAlert } from '@generated/api/safety/create-sos-alert';
import { getGetSosAlertQueryKey } from '@generated/api/safety/get-sos-alert';
import { resolveSosAlert } from '@generated/api/safety/resolve-sos-alert';
import { createCustomerReport, createTripShare, getListEmergencyContactsQueryKey, saveEmergencyContacts } from '@generated/api/safety/safety';
import { callOf, type Intent, refreshAll, type Senders } from '@/lib/outbox';

/** An answer that is the alert (its creation, the worker's word on it) is getSosAlert's answer at once: where it stands shows without asking. */
const alertAnswered = (queryClient: QueryClient, _intent: Intent, answer: unknown) => {
  const id = (answer as { data?: { id?: unknown } } | undefined)?.data?.id;
  if (typeof id === 'string') queryClient.setQueryData(getGetSosAlertQueryKey({ id }), answer);
};

/** An answer that is the order (the check-in's answer, the customer's report): the detail at once, the rest reloads. */
const orderAnswered = (queryClient: QueryClient, intent: Intent, answer: unknown) => {
  const id = intent.orderId ?? (intent.body.orderId as string | undefined);
  if (!id) return refreshAll(queryClient);
  const detail = getGetServiceOrderDetailQueryKey({ id });
  queryClient.setQueryData(detail, answer);
  refreshAll(queryClient, detail);
};

/** The SOS lane's: tried whatever the browser says of the network (it may be wrong; a try costs nothing). */
export const sosSenders: Senders = {
  // Followed after it went: the platform's id is kept with it, where it stands shows from it.
  createSosAlert: { send: callOf(createSosAlert, { evenOffline: true }), answered: alertAnswered, receipt: (answer) => ({ id: (answer as { data: { id: string } }).data.id }) },
  cancelSosAlert: { send: callOf(cancelSosAlert, { evenOffline: true }) },
  resolveSosAlert: { send: callOf(resolveSosAlert, { evenOffline: true }), answered: alertAnswered },
  // The check-in's answer answers the order (its timer shows it), as a step does.
  answerSafetyCheckIn: { send: callOf(answerSafetyCheckIn, { evenOffline: true }), answered: orderAnswered },
};

export const senders: Senders = {
  ...sosSenders,
  // The whole list, kept: the answer is the list as saved.
  saveEmergencyContacts: { send: callOf(saveEmergencyContacts), answered: (queryClient, _intent, answer) => queryClient.setQueryData(getListEmergencyContactsQueryKey(), answer) },
  // The answer is the order with its report.
  createCustomerReport: { send: callOf(createCustomerReport), answered: orderAnswered },
  // A link to share now: never kept (the same link when asked again).
  createTripShare: { send: callOf(createTripShare) },
};
