// The one way of the forms that are not JSON-schema forms (docs/contributing.md, "Add a form"): the values as typed,
// each field's rule, when its error shows, and one submission at a time. A refused submit and a failed request keep
// every value as typed; only the screen leaves, after its request went through. The rules answer the message to show,
// in the worker's language, and take their patterns from lib/validation (the contract's).
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { type Outcome, useOneAtATime } from '@/lib/ui/use-one-at-a-time';

/** A field's rule: what to say about the value (given all values, for a rule across fields), or undefined when it is fine. */
export type Rule<V, K extends keyof V> = (value: V[K], values: V) => string | undefined;
export type Rules<V> = { [K in keyof V]?: Rule<V, K> };

/** The fields whose value is text: those a native input edits. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

export type FormOptions<V> = {
  initial: V | (() => V);
  /**
   * Each field's rule; or, for a form whose fields come and go (a list's rows, each part a field of its own), the rules
   * of the values as they stand, asked again at every check: a field with no rule now is not checked, nor sent for.
   */
  rules: Rules<V> | ((values: V) => Rules<V>);
  /**
   * When an error shows. `submit` (the default): at a submit; then a shown error is checked again when its field is
   * left (a control with no leaving, a checkbox, passes `{ recheck: true }` to setValue). `change`: also as the worker
   * types, in every field changed or checked before, against the new values (a confirmation follows its password).
   * `afterSubmit`: at a submit, then as the worker types, in every field (the JSON-schema forms' way).
   */
  showErrors?: 'submit' | 'change' | 'afterSubmit';
  /** The fields' ids are `<idPrefix>-<name>` (labels, the error's aria-describedby, the focus of a refused submit). */
  idPrefix?: string;
  /** The id of a field whose control is not `<idPrefix>-<name>` (several fields picked in one control). */
  ids?: Partial<Record<keyof V, string>>;
  /** A refused submit moves the focus to the first wrong field (true), or leaves it (a phone's keyboard stays shut). */
  focusFirstError?: boolean;
  /** Also told of a refused submit, with the first wrong field's message (a form that says it in a toast). */
  onRefused?: (message: string) => void;
};

export function useForm<V extends object>({ initial, rules, showErrors = 'submit', idPrefix, ids, focusFirstError = true, onRefused }: FormOptions<V>) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const [values, setValues] = useState<V>(initial);
  // What the handlers read: two changes in one event (a field and the one it resets) both count.
  const latest = useRef(values);
  // A key present is a field checked (its message shown, or undefined when fine).
  const [errors, setErrors] = useState<Partial<Record<keyof V, string | undefined>>>({});
  const touched = useRef(new Set<keyof V>());
  const submitted = useRef(false);
  const submission = useOneAtATime();

  const rulesOf = (all: V) => (typeof rules === 'function' ? rules(all) : rules);
  const problem = <K extends keyof V>(name: K, all: V) => rulesOf(all)[name]?.(all[name], all);
  const idOf = (name: keyof V) => ids?.[name] ?? `${prefix}-${String(name)}`;
  const errorIdOf = (name: keyof V) => `${idOf(name)}-error`;

  const setValue = <K extends keyof V>(name: K, value: V[K], { recheck = false }: { recheck?: boolean } = {}) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (showErrors === 'change' || (showErrors === 'afterSubmit' && submitted.current)) {
      touched.current.add(name);
      const names = [...touched.current];
      setErrors((shown) => ({ ...shown, ...Object.fromEntries(names.map((n) => [n, problem(n, next)])) }));
    } else if (recheck) {
      setErrors((shown) => (shown[name] !== undefined ? { ...shown, [name]: problem(name, next) } : shown));
    }
  };

  /** Checks a field now and shows the verdict (a number checked before a code is asked for it); answers the message. */
  const check = (name: keyof V) => {
    const found = problem(name, latest.current);
    touched.current.add(name);
    setErrors((shown) => ({ ...shown, [name]: found }));
    return found;
  };

  /** The props of a native input of a text field: its id, value, change, the recheck on leaving, and its error's ARIA. */
  const input = <K extends TextField<V>>(name: K) => ({
    id: idOf(name),
    name: String(name),
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, event.target.value as V[K]),
    onBlur: () => {
      if (errors[name] !== undefined) check(name);
    },
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorIdOf(name) : undefined,
  });

  /**
   * The submit handler: checks `fields` (every field with a rule now when left out), shows their errors and moves the focus
   * to the first wrong one; when all are fine, runs `send` with the values through the one-at-a-time guard (a double tap,
   * or Enter while the request is in flight, sends once). `send` answers true once its job is done (the guard stays shut).
   */
  const submit =
    (send: (values: V) => Promise<Outcome>, fields?: (keyof V)[]) =>
    (event?: FormEvent) => {
      event?.preventDefault();
      const current = latest.current;
      const names = fields ?? (Object.keys(rulesOf(current)) as (keyof V)[]);
      const found = Object.fromEntries(names.map((n) => [n, problem(n, current)])) as Partial<Record<keyof V, string | undefined>>;
      names.forEach((n) => touched.current.add(n));
      submitted.current = true;
      setErrors(found);
      const first = names.find((n) => found[n]);
      if (first !== undefined) {
        if (focusFirstError) document.getElementById(idOf(first))?.focus();
        onRefused?.(found[first]!);
        return;
      }
      void submission.run(() => send(current));
    };

  return { values, errors, setValue, check, input, submit, idOf, errorIdOf, submitting: submission.running };
}
