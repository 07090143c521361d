// pages/user/address/edit[?id=]: a new address, or one of the worker's to change: contact, mobile,
// the region (province, city and district, picked from one list: components/region-field), street and
// number, the point on the map (location-choose) and whether it is the default. Each field is checked before sending; a refused or failed save keeps everything
// typed, and so does a trip to the map: the typed form waits in this page's history entry.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { QueryState } from '@/components/query-state';
import { StackPage, useBack } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { useAddress, useSaveAddress, type WorkerAddress } from '@/features/mine/api/use-addresses';
import { RegionField, type Region } from '@/features/mine/components/region-field';
import '@/features/mine/profile-pages.css';
import { clearChoice, locationChooseUrl, useChosenPoint } from '@/lib/location/location-pages';
import { labelId } from '@/lib/schema-form/picker-field';
import type { Point } from '@/lib/location/map-links';
import { useForm } from '@/lib/forms/use-form';
import { TextInput } from '@/components/text-input';
import { contractLengths, isMobile, normalizeMobile } from '@/lib/validation';
import { sendStep } from '@/lib/ui/feedback';

type TextField = 'contactName' | 'mobile' | 'province' | 'city' | 'district' | 'detail';
/**
 * The form: the typed fields, the point (GCJ-02) and whether the worker chose it on the map in this
 * edit. A saved point that was not chosen here goes when the place's text changes: it belonged to
 * the old text, and without a point the backend locates the address from its text.
 */
type Values = Pick<WorkerAddress, TextField | 'isDefault'> & { point: Point | null; pointChosen: boolean };

const EMPTY: Values = { contactName: '', mobile: '', province: '', city: '', district: '', detail: '', isDefault: false, point: null, pointChosen: false };
const PLACE_FIELDS: TextField[] = ['province', 'city', 'district', 'detail'];
const REGION_FIELDS: TextField[] = ['province', 'city', 'district'];
/** The key the map chooser hands its point back under. */
const CHOICE_KEY = 'address-edit';

function valuesOf(address: WorkerAddress): Values {
  const { contactName, mobile, province, city, district, detail, isDefault, latitude, longitude } = address;
  const point = latitude != null && longitude != null ? { latitude, longitude } : null;
  return { contactName, mobile, province, city, district, detail, isDefault, point, pointChosen: false };
}

/** What is wrong with a field (a key of `address.errors`), or null. Limits as the contract sets them. */
function addressProblem(field: TextField, raw: string): string | null {
  const value = raw.trim();
  if (!value) return 'required';
  if (field === 'mobile') return isMobile(value) ? null : 'mobile';
  if (field === 'detail') return value.length < 2 ? 'detailShort' : [...value].length > contractLengths.addressDetail.max ? 'tooLong' : null;
  return [...value].length > contractLengths.addressContactName.max ? 'tooLong' : null;
}

// A free text keeps to the contract's limit and says what a paste past it left out (TextInput); the mobile
// number has no limit of its own: its rule refuses anything but a number.
type Input = { name: TextField; type?: string; inputMode?: 'tel'; autoComplete: string; max?: number };
const PERSON: Input[] = [
  { name: 'contactName', autoComplete: 'name', max: contractLengths.addressContactName.max },
  { name: 'mobile', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
];
const STREET: Input = { name: 'detail', autoComplete: 'street-address', max: contractLengths.addressDetail.max };
/** Every field in the page's order: the first one wrong gets the focus. */
const ORDER: TextField[] = ['contactName', 'mobile', ...REGION_FIELDS, 'detail'];
const REGION_ID = 'address-region';

function AddressForm({ initial, id }: { initial: Values; id: string | null }) {
  const { t } = useTranslation('mine-pages');
  const back = useBack(paths.addressList);
  const save = useSaveAddress();
  const navigate = useNavigate();
  const location = useLocation();
  const chosen = useChosenPoint(CHOICE_KEY);
  const rule = (name: TextField) => (value: string) => {
    const problem = addressProblem(name, value);
    return problem ? t(`address.errors.${problem}`, { field: t(`address.fields.${name}`) }) : undefined;
  };
  // Errors show at a save; a shown one follows the field as it changes. The region's three fields are one picker.
  const form = useForm<Values>({
    initial: () => (chosen ? { ...initial, point: chosen, pointChosen: true } : initial),
    rules: Object.fromEntries(ORDER.map((name) => [name, rule(name)])),
    idPrefix: 'address',
    ids: { province: REGION_ID, city: REGION_ID, district: REGION_ID },
  });
  const { values, errors } = form;

  /** A typed or picked place drops a saved point that was not chosen here: it belonged to the old place. */
  const change = (name: TextField, value: string) => {
    form.setValue(name, value, { recheck: true });
    if (PLACE_FIELDS.includes(name) && !values.pointChosen) form.setValue('point', null);
  };

  // The typed form goes into this page's history entry; the chooser goes back to it.
  const chooseOnMap = () => {
    clearChoice(CHOICE_KEY);
    navigate(location.pathname + location.search, { replace: true, state: { addressDraft: values } });
    navigate(locationChooseUrl(CHOICE_KEY, values.point));
  };

  const changeRegion = (region: Region) => REGION_FIELDS.forEach((name) => change(name, region[name as keyof Region]));

  const submit = form.submit(async (values) => {
    const data = {
      ...(id ? { id } : {}),
      contactName: values.contactName.trim(),
      mobile: normalizeMobile(values.mobile),
      province: values.province.trim(),
      city: values.city.trim(),
      district: values.district.trim(),
      detail: values.detail.trim(),
      isDefault: values.isDefault,
      ...(values.point ? { latitude: values.point.latitude, longitude: values.point.longitude } : {}),
    };
    const sent = await sendStep(save.mutateAsync({ data }), t('address.saved'));
    if (sent) back();
    return sent;
  });

  const regionError = REGION_FIELDS.some((name) => errors[name]);
  // A typed field: its label, the input with the keyboard that fits it, and its error.
  const input = ({ name, type, inputMode, autoComplete, max }: Input) => {
    const error = errors[name];
    const attributes = {
      className: 'profile-input',
      type: type ?? 'text',
      inputMode,
      autoComplete,
      placeholder: t(`address.placeholders.${name}`),
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? `address-${name}-error` : undefined,
    };
    return (
      <div key={name} className="profile-field">
        <label className="profile-field__label" htmlFor={`address-${name}`}>
          {t(`address.fields.${name}`)}
        </label>
        {max === undefined ? (
          <input id={`address-${name}`} {...attributes} value={values[name]} onChange={(e) => change(name, e.target.value)} />
        ) : (
          <TextInput id={`address-${name}`} {...attributes} maxLength={max} value={values[name]} onChange={(value) => change(name, value)} />
        )}
        {error && (
          <p id={`address-${name}-error`} className="profile-field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <Card as="form" className="profile-form" noValidate onSubmit={submit}>
      {PERSON.map(input)}
      <div className="profile-field">
        <span className="profile-field__label" id={labelId(REGION_ID)}>
          {t('address.fields.region')}
        </span>
        <RegionField
          id={REGION_ID}
          value={{ province: values.province, city: values.city, district: values.district }}
          onChange={changeRegion}
          title={t('address.fields.region')}
          labels={{
            placeholder: t('address.placeholders.region'),
            confirm: t('address.region.confirm'),
            cancel: t('address.region.cancel'),
            loading: t('address.region.loading'),
            failed: t('address.region.failed'),
            retry: t('address.region.retry'),
          }}
          invalid={regionError}
          describedBy={regionError ? `${REGION_ID}-error` : undefined}
        />
        {regionError && (
          <p id={`${REGION_ID}-error`} className="profile-field__error">
            {t('address.errors.region')}
          </p>
        )}
      </div>
      {input(STREET)}
      <div className="profile-field">
        <span className="profile-field__label" id="address-point-label">
          {t('address.point.label')}
        </span>
        <div className="address-point">
          <p className="address-point__value" id="address-point">
            {values.point ? t('address.point.set') : t('address.point.none')}
          </p>
          <button type="button" className="profile-link-button" onClick={chooseOnMap} aria-describedby="address-point">
            {values.point ? t('address.point.change') : t('address.point.choose')}
          </button>
        </div>
      </div>
      {/* A row-wide switch: antd-mobile's is a 31 px target. */}
      <button type="button" role="switch" aria-checked={values.isDefault} className="profile-switch" onClick={() => form.setValue('isDefault', !values.isDefault)}>
        <span>{t('address.setDefault')}</span>
        <span className="profile-switch__track" aria-hidden="true" />
      </button>
      <Button block type="submit" color="primary" size="large" loading={form.submitting} loadingText={t('address.saving')} disabled={form.submitting}>
        {t('address.save')}
      </Button>
    </Card>
  );
}

export function AddressEditScreen() {
  const { t } = useTranslation('mine-pages');
  const [search] = useSearchParams();
  const id = search.get('id');
  // Back from the map: the form as it was typed (see chooseOnMap).
  const draft = (useLocation().state as { addressDraft?: Values } | null)?.addressDraft;
  const address = useAddress(draft ? null : id);
  let body;
  if (draft) body = <AddressForm initial={draft} id={id} />;
  else if (!id) body = <AddressForm initial={EMPTY} id={null} />;
  else
    body = (
      <QueryState query={address} lines={6}>
        {(data) => <AddressForm key={id} initial={valuesOf(data)} id={id} />}
      </QueryState>
    );
  return (
    <StackPage title={id ? t('address.editTitle') : t('address.addTitle')} backTo={paths.addressList} className="profile-pages">
      {body}
    </StackPage>
  );
}
