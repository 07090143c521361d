// The answer to the server's check-in of a service that runs long (answerSafetyCheckIn), through
// the outbox like every safety change: kept on the phone with its Idempotency-Key and the time of the
// tap, sent first when there is a network. 需要帮助 is the SOS path: 110 is dialled at once, the alert
// goes (first of all), then the answer, so the server stops its own escalation.
import type { SafetyCheckInRequest } from '@generated/api/model';
import { dial } from '@/lib/native/dial';
import { change } from '@/lib/outbox';
import { sendSosAlert, type SosOutcome } from './send-sos';

/** What the SOS dials (the same number as the SOS button). */
export const POLICE_NUMBER = '110';

type CheckInAnswer = SafetyCheckInRequest['answer'];

/** The outbox kind of the answer: the SOS layer reads the ones still on the phone. */
export const CHECK_IN_KIND = 'answerSafetyCheckIn';

/** Resolves once the answer was sent or kept on the phone (it goes by itself later); rejects when the server refused it. */
export async function answerCheckIn(orderId: string, answer: CheckInAnswer): Promise<'sent' | 'kept'> {
  const body: Omit<SafetyCheckInRequest, 'occurredAt'> = { orderId, answer };
  const outcome = await change(CHECK_IN_KIND, { ...body }, { orderId, lane: 'sos' }).outcome;
  return outcome.state === 'sent' ? 'sent' : 'kept';
}

/** 需要帮助: dial 110 now, then the SOS alert with the order, then the answer `help`. */
export async function askForHelp(orderId: string): Promise<SosOutcome> {
  dial(POLICE_NUMBER);
  const sos = await sendSosAlert({ orderId });
  // The alert is what counts; the answer only stops the server's own escalation.
  void answerCheckIn(orderId, 'help').catch(() => undefined);
  return sos;
}
