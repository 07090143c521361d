// pages/user/service-time: the weekly working hours. For each weekday the half hours the worker
// takes bookings in (the platform's window, 09:00-24:00), toggled one by one or a whole day at a
// time, and saved together; beside each day, the orders already booked on it in the coming week
// (they stay booked whatever the new hours). Days off are kept as they are. A failed save keeps
// the changes.
import { Button } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { beijingToday, useComingWeek, useSaveWorkTime, useWorkTimeTemplate, type WorkerTimeDay, type WorkerTimeTemplate } from '@/features/mine/api/use-service-time';
import '@/features/mine/profile-pages.css';
import { clock, HALF_HOURS, halfHoursOf, rangesOf } from '@/features/mine/utils/work-time';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { sendStep } from '@/lib/ui/feedback';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
type Week = Record<number, Set<number>>;

const weekOf = (template: WorkerTimeTemplate): Week =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, halfHoursOf(template.weekdays.find((w) => w.weekday === d)?.ranges ?? [])]));
const sameWeek = (a: Week, b: Week) => WEEKDAYS.every((d) => a[d].size === b[d].size && [...a[d]].every((m) => b[d].has(m)));

function DayEditor({
  weekday,
  on,
  onChange,
  coming,
  disabled,
}: {
  weekday: number;
  on: Set<number>;
  onChange: (next: Set<number>) => void;
  coming?: WorkerTimeDay;
  disabled: boolean;
}) {
  const { t } = useTranslation('mine-pages');
  const day = t(`serviceTime.weekdays.${weekday}`);
  const ranges = rangesOf(on);
  const toggle = (start: number) => {
    const next = new Set(on);
    if (next.has(start)) next.delete(start);
    else next.add(start);
    onChange(next);
  };
  return (
    <Card as="details" className="work-day">
      <summary className="work-day__summary">
        <span className="work-day__name">{day}</span>
        <span className="work-day__ranges" data-testid={`work-day-${weekday}`}>
          {ranges.length
            ? ranges.map((r, i) => (
                <span key={r.start} className="work-day__range">
                  {i > 0 && t('serviceTime.separator')}
                  {`${r.start}–${r.end}`}
                </span>
              ))
            : t('serviceTime.rest')}
        </span>
        {coming && coming.bookedCount > 0 && <span className="work-day__booked">{t('serviceTime.booked', { n: coming.bookedCount })}</span>}
      </summary>
      <div className="work-day__quick">
        <button type="button" className="profile-link-button" onClick={() => onChange(new Set(HALF_HOURS))} disabled={disabled}>
          {t('serviceTime.allDay')}
        </button>
        <button type="button" className="profile-link-button" onClick={() => onChange(new Set())} disabled={disabled}>
          {t('serviceTime.clear')}
        </button>
      </div>
      <div className="work-day__grid" role="group" aria-label={t('serviceTime.slotsLabel', { day })}>
        {HALF_HOURS.map((start) => {
          const booked = coming?.slots.some((s) => s.start === clock(start) && s.state === 'booked');
          return (
            <button
              key={start}
              type="button"
              className={`work-slot${booked ? ' work-slot--booked' : ''}`}
              aria-pressed={on.has(start)}
              aria-label={t('serviceTime.slot', { day, start: clock(start), end: clock(start + 30) }) + (booked ? t('serviceTime.slotBooked') : '')}
              onClick={() => toggle(start)}
              disabled={disabled}
            >
              {clock(start)}
            </button>
          );
        })}
      </div>
    </Card>
  );
}

function WeekEditor({ template, coming }: { template: WorkerTimeTemplate; coming: WorkerTimeDay[] }) {
  const { t } = useTranslation('mine-pages');
  const save = useSaveWorkTime();
  const submission = useOneAtATime();
  const saved = useMemo(() => weekOf(template), [template]);
  const [week, setWeek] = useState<Week>(saved);
  const changed = !sameWeek(week, saved);

  const submit = () =>
    void submission.run(async () => {
      const data = { weekdays: WEEKDAYS.map((weekday) => ({ weekday, ranges: rangesOf(week[weekday]) })), daysOff: template.daysOff };
      await sendStep(save.mutateAsync({ data }), t('serviceTime.saved'));
      return false;
    });

  return (
    <>
      {WEEKDAYS.every((d) => saved[d].size === 0) && (
        <Card as="p" className="profile-notice" role="note">
          {t('serviceTime.notSet')}
        </Card>
      )}
      <p className="profile-hint">{t('serviceTime.hint')}</p>
      {WEEKDAYS.map((weekday) => (
        <DayEditor
          key={weekday}
          weekday={weekday}
          on={week[weekday]}
          onChange={(next) => setWeek((w) => ({ ...w, [weekday]: next }))}
          coming={coming.find((d) => d.weekday === weekday)}
          disabled={submission.running}
        />
      ))}
      {template.daysOff.length > 0 && <p className="profile-hint">{t('serviceTime.daysOff', { dates: template.daysOff.join('、') })}</p>}
      <div className="profile-bottom profile-bottom--row">
        <Button block onClick={() => setWeek(saved)} disabled={!changed || submission.running}>
          {t('serviceTime.undo')}
        </Button>
        <Button block color="primary" onClick={submit} loading={submission.running} loadingText={t('serviceTime.saving')} disabled={!changed || submission.running}>
          {t('serviceTime.save')}
        </Button>
      </div>
    </>
  );
}

export function ServiceTimeScreen() {
  const { t } = useTranslation('mine-pages');
  const template = useWorkTimeTemplate();
  const [today] = useState(() => beijingToday());
  const coming = useComingWeek(today);
  return (
    <StackPage title={t('serviceTime.title')} backTo={paths.mine} className="profile-pages">
      {/* The bookings are a help, not the page: without them the hours can still be set. */}
      <QueryState query={template} lines={7}>
        {(data) => <WeekEditor key={JSON.stringify(data)} template={data} coming={coming.data ?? []} />}
      </QueryState>
    </StackPage>
  );
}
