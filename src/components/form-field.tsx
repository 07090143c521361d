// A field of a form that is not a JSON-schema form (lib/forms/use-form.ts): its label, the control (with a button
// beside it, the send-code one), a hint, and its error under it in a slot that keeps its room, so an error that goes
// when the worker leaves a field moves nothing under the finger (the sign-in page's agreement moved, and a tap missed it).
import type { ReactNode } from 'react';
import './form-field.css';

/** The error under a field (or the consent box): `id` names it for the control's aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <div className="form-field__error-slot">
      {error ? (
        <p id={id} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Props = {
  /** The control's id, which the label names. */
  id: string;
  label: ReactNode;
  error?: string;
  /** The error's id: the control's aria-describedby while the error shows. */
  errorId: string;
  /** A line under the control that says what the field takes. */
  hint?: ReactNode;
  /** Beside the control, on its row (a send-code button). */
  beside?: ReactNode;
  children: ReactNode;
};

export function FormField({ id, label, error, errorId, hint, beside, children }: Props) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {beside ? (
        <div className="form-field__row">
          {children}
          {beside}
        </div>
      ) : (
        children
      )}
      {hint && <p className="form-field__hint">{hint}</p>}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
