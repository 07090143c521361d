// How study progress is sent: kept (a lesson watched offline counts once the network returns), a
// newer report of the same material replacing one not yet sent (use-study.ts).
import { saveStudyProgress } from '@generated/api/study/save-study-progress';
import { callOf, type Senders } from '@/lib/outbox';

export const senders: Senders = {
  saveStudyProgress: { send: callOf(saveStudyProgress) },
};
