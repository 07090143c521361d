// The address form's 所在地区: province, city and district picked from one list (antd-mobile's
// CascadePicker over utils/regions.ts), not typed as free text that a backend cannot match. The
// trigger is the app's picker trigger (lib/schema-form/picker-field), so it looks and reads like the
// forms' date fields. The list's data comes when the picker first opens (or at an idle moment); if
// it cannot come, the field says so and offers to try again; nothing typed elsewhere is touched.
import { type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { loadRegionOptions, regionValue, type RegionOption } from '@/features/mine/utils/regions';
import { CHUNK_TIMEOUT_MS, within } from '@/lib/loading/deadline';
import { PickerTrigger, usePickerMounted } from '@/lib/schema-form/picker-field';
import { whenIdleAfterLoad } from '@/lib/ui/yield';

const CascadePicker = lazy(() => within(import('@/lib/schema-form/pickers'), CHUNK_TIMEOUT_MS, 'pickers').then((m) => ({ default: m.CascadePicker })));

export type Region = { province: string; city: string; district: string };

export function RegionField({
  id,
  value,
  onChange,
  title,
  labels,
  invalid,
  describedBy,
}: {
  id: string;
  value: Region;
  onChange: (region: Region) => void;
  title: ReactNode;
  labels: { placeholder: string; confirm: string; cancel: string; loading: string; failed: string; retry: string };
  invalid?: boolean;
  describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  const mounted = usePickerMounted(open);
  const [options, setOptions] = useState<RegionOption[] | null>(null);
  const [failed, setFailed] = useState(false);

  // The list starts loading at an idle moment after the page, or at once when the picker opens.
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setWanted(true)), []);
  // Once loaded, or failed (until a tap asks again), nothing more is fetched.
  useEffect(() => {
    if (options || failed || (!wanted && !open)) return;
    let gone = false;
    within(loadRegionOptions(), CHUNK_TIMEOUT_MS, 'regions')
      .then((list) => !gone && setOptions(list))
      .catch(() => {
        if (gone) return;
        setFailed(true);
        setOpen(false);
      });
    return () => {
      gone = true;
    };
  }, [wanted, open, options, failed]);
  const openPicker = () => {
    setFailed(false);
    setOpen(true);
  };

  const text = [value.province, value.city, value.district].filter(Boolean).join(' ');
  return (
    <>
      <PickerTrigger
        id={id}
        text={text || undefined}
        placeholder={labels.placeholder}
        disabled={false}
        invalid={invalid}
        describedBy={describedBy}
        onClick={openPicker}
      />
      {failed && (
        <p className="profile-field__error" role="alert">
          {labels.failed}{' '}
          <button type="button" className="profile-link-button" onClick={openPicker}>
            {labels.retry}
          </button>
        </p>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <CascadePicker
            visible={open}
            title={title}
            options={options ?? []}
            loading={options === null}
            loadingContent={labels.loading}
            value={options ? regionValue(options, value.province, value.city, value.district) : []}
            confirmText={labels.confirm}
            cancelText={labels.cancel}
            onClose={() => setOpen(false)}
            onConfirm={(picked) => {
              const [province = '', city = '', district = ''] = picked.map((v) => (v == null ? '' : String(v)));
              onChange({ province, city, district });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
