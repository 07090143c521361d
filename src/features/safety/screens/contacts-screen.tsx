// pages/safety/contacts: up to 3 emergency contacts (name, mobile, relation), saved as one list.
// The first is also the apply flow's emergency contact (the contract keeps them one record).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { ErrorState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { showError, showToast } from '@/lib/ui/feedback';
import { contractPatterns, isMobile, normalizeMobile } from '@/lib/validation';
import { type EmergencyContact, type EmergencyContactRelation, MAX_CONTACTS, useEmergencyContacts, useSaveContacts } from '../api/use-safety';
import '../components/safety.css';

type Relation = NonNullable<EmergencyContactRelation>;
const RELATIONS: Relation[] = ['spouse', 'parent', 'child', 'sibling', 'relative', 'friend', 'colleague', 'other'];
/** The contract's name rule (the apply form's for the same record): 2-20 Chinese characters, · allowed. */
const NAME = contractPatterns.chineseName;

type Row = { key: number; name: string; mobile: string; relation: Relation | '' };
type Problem = { key: number; field: 'name' | 'mobile'; text: string };

let nextKey = 0;
const rowOf = (c?: EmergencyContact): Row => ({ key: nextKey++, name: c?.name ?? '', mobile: c?.mobile ?? '', relation: c?.relation ?? '' });

/** What is wrong with the rows: each row's name and mobile, and a mobile given twice. */
function contactProblems(rows: Row[], t: (key: string) => string): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (!NAME.test(row.name.trim())) problems.push({ key: row.key, field: 'name', text: t('contacts.badName') });
    const mobile = normalizeMobile(row.mobile.trim());
    if (!isMobile(mobile)) problems.push({ key: row.key, field: 'mobile', text: t('contacts.badMobile') });
    else if (seen.has(mobile)) problems.push({ key: row.key, field: 'mobile', text: t('contacts.duplicate') });
    seen.add(mobile);
  }
  return problems;
}

function ContactsForm({ saved }: { saved: EmergencyContact[] }) {
  const { t } = useTranslation('safety');
  const save = useSaveContacts();
  const [rows, setRows] = useState<Row[]>(() => (saved.length ? saved.map(rowOf) : [rowOf()]));
  const [problems, setProblems] = useState<Problem[]>([]);

  const change = (key: number, patch: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const problemOf = (key: number, field: Problem['field']) => problems.find((p) => p.key === key && p.field === field);

  const submit = async () => {
    // A row left wholly empty is not a contact.
    const filled = rows.filter((r) => r.name.trim() || r.mobile.trim());
    const found = contactProblems(filled, t);
    setProblems(found);
    if (found.length) {
      void showToast(found[0].text);
      return;
    }
    const contacts = filled.map((r) => ({ name: r.name.trim(), mobile: normalizeMobile(r.mobile.trim()), relation: r.relation || null }));
    try {
      await save.mutateAsync(contacts);
      void showToast(t('contacts.saved'), 'success');
    } catch (error) {
      showError(error);
    }
  };

  return (
    <form
      className="safety-contacts-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="safety-note">{t('contacts.intro', { n: MAX_CONTACTS })}</p>
      {rows.map((row, index) => {
        const nameProblem = problemOf(row.key, 'name');
        const mobileProblem = problemOf(row.key, 'mobile');
        const id = `contact-${row.key}`;
        return (
          <Card as="fieldset" key={row.key} className="safety-contact">
            <legend className="safety-contact__legend">{t('contacts.legend', { index: index + 1 })}</legend>
            <label className="safety-field__label" htmlFor={`${id}-name`}>
              {t('contacts.name')}
            </label>
            <input
              id={`${id}-name`}
              className="safety-input"
              value={row.name}
              autoComplete="off"
              onChange={(e) => change(row.key, { name: e.target.value })}
              aria-invalid={Boolean(nameProblem)}
              aria-describedby={nameProblem ? `${id}-name-problem` : undefined}
            />
            {nameProblem && (
              <p id={`${id}-name-problem`} className="safety-field__problem">
                {nameProblem.text}
              </p>
            )}
            <label className="safety-field__label" htmlFor={`${id}-mobile`}>
              {t('contacts.mobile')}
            </label>
            <input
              id={`${id}-mobile`}
              className="safety-input"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={row.mobile}
              onChange={(e) => change(row.key, { mobile: e.target.value })}
              aria-invalid={Boolean(mobileProblem)}
              aria-describedby={mobileProblem ? `${id}-mobile-problem` : undefined}
            />
            {mobileProblem && (
              <p id={`${id}-mobile-problem`} className="safety-field__problem">
                {mobileProblem.text}
              </p>
            )}
            <label className="safety-field__label" htmlFor={`${id}-relation`}>
              {t('contacts.relation')}
            </label>
            <select id={`${id}-relation`} className="safety-input" value={row.relation} onChange={(e) => change(row.key, { relation: e.target.value as Row['relation'] })}>
              <option value="">{t('contacts.noRelation')}</option>
              {RELATIONS.map((r) => (
                <option key={r} value={r}>
                  {t(`relation.${r}`)}
                </option>
              ))}
            </select>
            <button type="button" className="app-button app-button--block safety-remove" onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}>
              {t('contacts.remove', { index: index + 1 })}
            </button>
          </Card>
        );
      })}
      {rows.length < MAX_CONTACTS ? (
        <button type="button" className="app-button app-button--block" onClick={() => setRows((all) => [...all, rowOf()])}>
          {t('contacts.add')}
        </button>
      ) : (
        <p className="safety-note">{t('contacts.full', { n: MAX_CONTACTS })}</p>
      )}
      <button type="submit" className="app-button app-button--primary app-button--block safety-save" disabled={save.isPending}>
        {save.isPending ? t('contacts.saving') : t('contacts.save')}
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
