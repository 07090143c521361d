// The step guards: depart, arrive, start and finish are asked once more in a dialog that names the
// step, so that a pocket tap or a slip of the thumb does not move an order on; a finish before the
// booked time has run out says how many minutes are left. Cancel sends nothing.
import type { TFunction } from 'i18next';
import { confirmDialog } from '@/lib/ui/feedback';

type GuardedStep = 'depart' | 'arrive' | 'start' | 'finish';

/**
 * Resolves true (`t`: the orders catalogue's) when the worker confirms the step. `secondsLeft` (finish only): the service time
 * still to run; above 0 the dialog asks about finishing early, with the minutes left.
 */
export function confirmStep(t: TFunction<'orders'>, step: GuardedStep, { secondsLeft = 0 }: { secondsLeft?: number } = {}): Promise<boolean> {
  if (step === 'finish' && secondsLeft > 0) {
    return confirmDialog({ title: t('guard.early.title'), content: t('guard.early.content', { n: Math.ceil(secondsLeft / 60) }) });
  }
  return confirmDialog({ title: t(`guard.${step}.title`), content: t(`guard.${step}.content`) });
}
