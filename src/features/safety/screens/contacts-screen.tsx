// pages/safety/contacts: up to 3 emergency contacts (name, mobile, relation), saved as one list.
// The first is also the apply flow's emergency contact (the contract keeps them one record). A
// contact is someone else: never the worker's own number, and always with the relation to them.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { ErrorState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { type Rules, useForm } from '@/lib/forms/use-form';
import { sendStep, showToast } from '@/lib/ui/feedback';
import { contractPatterns, isMobile, isMobileShownAs, normalizeMobile } from '@/lib/validation';
import { type EmergencyContact, type EmergencyContactSave, MAX_CONTACTS, useEmergencyContacts, useOwnMobile, useSaveContacts } from '../api/use-safety';
import '../components/safety.css';

type Relation = EmergencyContactSave['relation'];
const RELATIONS: Relation[] = ['spouse', 'parent', 'child', 'sibling', 'relative', 'friend', 'colleague', 'other'];
/** The contract's name rule (the apply form's for the same record): 2-20 Chinese characters, · allowed. */
const NAME = contractPatterns.chineseName;

/** The rows by key, in order; each row's parts are fields of their own (`name-<key>`, ...), so each has its error. */
type Values = { rows: number[] } & Record<`${'name' | 'mobile' | 'relation'}-${number}`, string>;

const mobileOf = (values: Values, key: number) => normalizeMobile(values[`mobile-${key}`].trim());
/** A row left wholly empty is not a contact: not checked, not sent. */
const filled = (values: Values, key: number) => Boolean(values[`name-${key}`].trim() || values[`mobile-${key}`].trim());

function valuesOf(saved: EmergencyContact[]): Values {
  const contacts = saved.length ? saved : [undefined];
  const values = { rows: contacts.map((_, key) => key) } as Values;
  contacts.forEach((c, key) => {
    values[`name-${key}`] = c?.name ?? '';
    values[`mobile-${key}`] = c?.mobile ?? '';
    values[`relation-${key}`] = c?.relation ?? '';
  });
  return values;
}

function ContactsForm({ saved }: { saved: EmergencyContact[] }) {
  const { t } = useTranslation('safety');
  const save = useSaveContacts();
  // Unknown until Mine's worker info is in (offline, a failure): the server refuses the own number all the same (13001).
  const ownMobile = useOwnMobile().data;
  // Checked at a save, row by row (its name, then its mobile: not the worker's own, not given twice; then its relation);
  // the first problem in a toast, each under its field until the next save. The rules follow the rows as they stand.
  const form = useForm<Values>({
    initial: () => valuesOf(saved),
    rules: (values) => {
      const rules: Rules<Values> = {};
      const rows = values.rows.filter((key) => filled(values, key));
      rows.forEach((key, index) => {
        rules[`name-${key}`] = (value) => (NAME.test(value.trim()) ? undefined : t('contacts.badName'));
        rules[`mobile-${key}`] = (_, all) => {
          const mobile = mobileOf(all, key);
          if (!isMobile(mobile)) return t('contacts.badMobile');
          if (ownMobile && isMobileShownAs(mobile, ownMobile)) return t('contacts.ownMobile');
          return rows.slice(0, index).some((earlier) => mobileOf(all, earlier) === mobile) ? t('contacts.duplicate') : undefined;
        };
        rules[`relation-${key}`] = (value) => (value ? undefined : t('contacts.noRelationChosen'));
      });
      return rules;
    },
    idPrefix: 'contact',
    focusFirstError: false,
    onRefused: (message) => void showToast(message),
  });
  const { rows } = form.values;
  // A row's key is never used again: the values of a row removed stay behind, unread.
  const nextKey = useRef(rows.length);

  const add = () => {
    const key = nextKey.current++;
    form.setValue(`name-${key}`, '');
    form.setValue(`mobile-${key}`, '');
    form.setValue(`relation-${key}`, '');
    form.setValue('rows', [...rows, key]);
  };

  // The form stays after a save, for another change.
  const submit = form.submit(async (values) => {
    const contacts = values.rows
      .filter((key) => filled(values, key))
      .map((key) => ({ name: values[`name-${key}`].trim(), mobile: mobileOf(values, key), relation: values[`relation-${key}`] as Relation }));
    await sendStep(save.mutateAsync(contacts), t('contacts.saved'));
    return false;
  });

  /** A row's text field: its label, input and error (its aria-describedby while shown). */
  const field = (name: `name-${number}` | `mobile-${number}`, label: string, tel = false) => {
    const error = form.errors[name];
    return (
      <>
        <label className="safety-field__label" htmlFor={form.idOf(name)}>
          {label}
        </label>
        <input
          id={form.idOf(name)}
          className="safety-input"
          autoComplete="off"
          type={tel ? 'tel' : undefined}
          inputMode={tel ? 'tel' : undefined}
          value={form.values[name]}
          onChange={(e) => form.setValue(name, e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? form.errorIdOf(name) : undefined}
        />
        {error && (
          <p id={form.errorIdOf(name)} className="safety-field__problem">
            {error}
          </p>
        )}
      </>
    );
  };

  return (
    <form className="safety-contacts-form" noValidate onSubmit={submit}>
      <p className="safety-note">{t('contacts.intro', { n: MAX_CONTACTS })}</p>
      {rows.map((key, index) => {
        const relation = `relation-${key}` as const;
        return (
          <Card as="fieldset" key={key} className="safety-contact">
            <legend className="safety-contact__legend">{t('contacts.legend', { index: index + 1 })}</legend>
            {field(`name-${key}`, t('contacts.name'))}
            {field(`mobile-${key}`, t('contacts.mobile'), true)}
            <label className="safety-field__label" htmlFor={form.idOf(relation)}>
              {t('contacts.relation')}
            </label>
            <select
              id={form.idOf(relation)}
              className="safety-input"
              value={form.values[relation]}
              onChange={(e) => form.setValue(relation, e.target.value)}
              aria-invalid={Boolean(form.errors[relation])}
              aria-describedby={form.errors[relation] ? form.errorIdOf(relation) : undefined}
            >
              {/* A contact the apply form saved has none yet: the worker chooses one at the next save. */}
              <option value="">{t('contacts.noRelation')}</option>
              {RELATIONS.map((r) => (
                <option key={r} value={r}>
                  {t(`relation.${r}`)}
                </option>
              ))}
            </select>
            {form.errors[relation] && (
              <p id={form.errorIdOf(relation)} className="safety-field__problem">
                {form.errors[relation]}
              </p>
            )}
            <button type="button" className="app-button app-button--block safety-remove" onClick={() => form.setValue('rows', rows.filter((k) => k !== key))}>
              {t('contacts.remove', { index: index + 1 })}
            </button>
          </Card>
        );
      })}
      {rows.length < MAX_CONTACTS ? (
        <button type="button" className="app-button app-button--block" onClick={add}>
          {t('contacts.add')}
        </button>
      ) : (
        <p className="safety-note">{t('contacts.full', { n: MAX_CONTACTS })}</p>
      )}
      <button type="submit" className="app-button app-button--primary app-button--block safety-save" disabled={form.submitting}>
        {form.submitting ? t('contacts.saving') : t('contacts.save')}
      </button>
    </form>
  );
}

export function ContactsScreen() {
  const { t } = useTranslation('safety');
  const contacts = useEmergencyContacts();
  return (
    <StackPage title={t('contacts.title')} backTo={paths.safety} className="safety-page">
      {contacts.isError && <ErrorState error={contacts.error} onRetry={() => void contacts.refetch()} />}
      {contacts.isPending && <p className="safety-note">{t('contacts.loading')}</p>}
      {contacts.data && <ContactsForm saved={contacts.data} />}
    </StackPage>
  );
}
