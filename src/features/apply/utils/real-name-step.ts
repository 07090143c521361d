// The real-name step as the process page and the invite page show it: the verification's own state.
// Apart from api/use-apply.ts, which every apply step loads: only these two pages read it.
import type { ApplyProcess, ApplyStepStatus, WorkerRealNameApply, WorkerRealNameApplyStatus } from '../api/use-apply';

/** The real-name verification's state as a step's state. */
const REAL_NAME_STEP: Record<WorkerRealNameApplyStatus, ApplyStepStatus> = {
  none: 'todo',
  pending: 'submitted',
  approved: 'approved',
  rejected: 'rejected',
};

/**
 * The process's steps with the real-name step as the verification holds it (the mine area's record,
 * which the step's page shows and its submit changes; the process only mirrors it): the overview and
 * the step's page read one state. A mirror behind the record said 待填写 on the overview while the
 * page said 已通过 (issue 29). Without the verification (its call failed), the process's own.
 */
export function withRealNameStep(process: ApplyProcess, realName: WorkerRealNameApply | undefined): ApplyProcess {
  if (!realName) return process;
  return {
    ...process,
    steps: process.steps.map((step) =>
      step.key === 'realName'
        ? { ...step, status: REAL_NAME_STEP[realName.status], rejectReason: realName.status === 'rejected' ? realName.rejectReason : null }
        : step,
    ),
  };
}
