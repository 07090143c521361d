// The profile form against the stored worker: its starting values, and what a save must send.
import type { ProfileForm } from '@generated/forms/settings/profile';
import type { WorkerInfo, WorkerUpdateRequest } from '@/features/settings/api/use-settings';

/** The form's values as the worker is stored now. */
export function formDataOf(w: WorkerInfo): Partial<ProfileForm> {
  return { nickname: w.nickname, gender: w.gender, ...(w.birthday ? { birthday: w.birthday } : {}), ...(w.intro ? { intro: w.intro } : {}) };
}

/** The fields that differ from what is stored (the contract takes only those, at least one). */
export function profileChanges(w: WorkerInfo, form: ProfileForm): WorkerUpdateRequest {
  const changes: WorkerUpdateRequest = {};
  const nickname = form.nickname.trim();
  if (nickname !== w.nickname) changes.nickname = nickname;
  if (form.gender !== w.gender) changes.gender = form.gender as WorkerUpdateRequest['gender'];
  if (form.birthday && form.birthday !== w.birthday) changes.birthday = form.birthday;
  const intro = (form.intro ?? '').trim();
  if (intro !== (w.intro ?? '')) changes.intro = intro;
  return changes;
}

