// pages/user/address/edit[?id=]: a new address, or one of the worker's to change: contact, mobile,
// province, city, district, street and number, and whether it is the default. Each field is
// checked before sending; a refused or failed save keeps everything typed.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, LoadingBlock } from '@/components/query-state';
import { StackPage, useBack } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { useAddress, useSaveAddress, type WorkerAddress } from '@/features/mine/api/use-profile-pages';
import { send } from '@/features/mine/components/send';
import '@/features/mine/profile-pages.css';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { isMobile, normalizeMobile } from '@/lib/validation';

type Values = Pick<WorkerAddress, 'contactName' | 'mobile' | 'province' | 'city' | 'district' | 'detail' | 'isDefault'>;
type TextField = Exclude<keyof Values, 'isDefault'>;

const EMPTY: Values = { contactName: '', mobile: '', province: '', city: '', district: '', detail: '', isDefault: false };

/** What is wrong with a field (a key of `address.errors`), or null. Limits as the contract sets them. */
export function addressProblem(field: TextField, raw: string): string | null {
  const value = raw.trim();
  if (!value) return 'required';
  if (field === 'mobile') return isMobile(value) ? null : 'mobile';
  if (field === 'detail') return value.length < 2 ? 'detailShort' : value.length > 100 ? 'tooLong' : null;
  return value.length > 20 ? 'tooLong' : null;
}

const FIELDS: { name: TextField; type?: string; inputMode?: 'tel'; autoComplete: string; max: number }[] = [
  { name: 'contactName', autoComplete: 'name', max: 20 },
  { name: 'mobile', type: 'tel', inputMode: 'tel', autoComplete: 'tel', max: 20 },
  { name: 'province', autoComplete: 'address-level1', max: 20 },
  { name: 'city', autoComplete: 'address-level2', max: 20 },
  { name: 'district', autoComplete: 'address-level3', max: 20 },
  { name: 'detail', autoComplete: 'street-address', max: 100 },
];

function AddressForm({ initial, id }: { initial: Values; id: string | null }) {
  const { t } = useTranslation('mine');
  const back = useBack(paths.addressList);
  const save = useSaveAddress();
  const submission = useOneAtATime();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<TextField, string>>>({});

  const change = (name: TextField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: addressProblem(name, value) ?? undefined }));
  };

  const submit = () => {
    const found: Partial<Record<TextField, string>> = {};
    for (const { name } of FIELDS) {
      const problem = addressProblem(name, values[name]);
      if (problem) found[name] = problem;
    }
    setErrors(found);
    const first = FIELDS.find((f) => found[f.name]);
    if (first) {
      document.getElementById(`address-${first.name}`)?.focus();
      return;
    }
    void submission.run(async () => {
      const data = {
        ...(id ? { id } : {}),
        contactName: values.contactName.trim(),
        mobile: normalizeMobile(values.mobile),
        province: values.province.trim(),
        city: values.city.trim(),
        district: values.district.trim(),
        detail: values.detail.trim(),
        isDefault: values.isDefault,
      };
      const sent = await send(save.mutateAsync({ data }), t('address.saved'));
      if (sent) back();
      return sent;
    });
  };

  return (
    <form
      className="card profile-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {FIELDS.map(({ name, type, inputMode, autoComplete, max }) => {
        const error = errors[name];
        return (
          <div key={name} className="profile-field">
            <label className="profile-field__label" htmlFor={`address-${name}`}>
              {t(`address.fields.${name}`)}
            </label>
            <input
              id={`address-${name}`}
              className="profile-input"
              type={type ?? 'text'}
              inputMode={inputMode}
              autoComplete={autoComplete}
              maxLength={max}
              value={values[name]}
              onChange={(e) => change(name, e.target.value)}
              placeholder={t(`address.placeholders.${name}`)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `address-${name}-error` : undefined}
            />
            {error && (
              <p id={`address-${name}-error`} className="profile-field__error">
                {t(`address.errors.${error}`, { field: t(`address.fields.${name}`) })}
              </p>
            )}
          </div>
        );
      })}
      {/* A row-wide switch: antd-mobile's is a 31 px target. */}
      <button type="button" role="switch" aria-checked={values.isDefault} className="profile-switch" onClick={() => setValues((v) => ({ ...v, isDefault: !v.isDefault }))}>
        <span>{t('address.setDefault')}</span>
        <span className="profile-switch__track" aria-hidden="true" />
      </button>
      <Button block type="submit" color="primary" size="large" loading={submission.running} loadingText={t('address.saving')} disabled={submission.running}>
        {t('address.save')}
      </Button>
    </form>
  );
}

export function AddressEditScreen() {
  const { t } = useTranslation('mine');
  const [search] = useSearchParams();
  const id = search.get('id');
  const address = useAddress(id);
  let body;
  if (!id) body = <AddressForm initial={EMPTY} id={null} />;
  else if (address.isPending) body = <LoadingBlock lines={6} />;
  else if (address.isError) body = <ErrorState error={address.error} onRetry={() => void address.refetch()} />;
  else body = <AddressForm key={id} initial={{ ...EMPTY, ...address.data }} id={id} />;
  return (
    <StackPage title={id ? t('address.editTitle') : t('address.addTitle')} backTo={paths.addressList} className="profile-pages">
      {body}
    </StackPage>
  );
}
