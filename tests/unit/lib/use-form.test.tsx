// The form primitive of the forms that are not JSON-schema forms (lib/forms/use-form.ts): when an error shows, what
// stays after a refusal, one request per intent.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FieldError, FormField } from '@/components/form-field';
import { type FormOptions, type Rules, useForm } from '@/lib/forms/use-form';
import type { Outcome } from '@/lib/ui/use-one-at-a-time';

type Values = { name: string; password: string; confirm: string; agreed: boolean };

const rules: FormOptions<Values>['rules'] = {
  name: (value) => (value.trim() ? undefined : 'Name, please'),
  password: (value) => (value.length >= 6 ? undefined : 'Six or more'),
  confirm: (value, all) => (value === all.password ? undefined : 'Not the same'),
  agreed: (checked) => (checked ? undefined : 'Agree first'),
};

type HarnessProps = { send: (values: Values) => Promise<Outcome> } & Pick<FormOptions<Values>, 'showErrors' | 'focusFirstError' | 'onRefused' | 'ids'>;

function Harness({ send, ...options }: HarnessProps) {
  const form = useForm<Values>({ initial: { name: '', password: '', confirm: '', agreed: false }, rules, idPrefix: 't', ...options });
  const field = (name: 'name' | 'password' | 'confirm') => (
    <FormField id={form.idOf(name)} label={name} error={form.errors[name]} errorId={form.errorIdOf(name)}>
      <input {...form.input(name)} />
    </FormField>
  );
  return (
    <form onSubmit={form.submit(send)} noValidate>
      {field('name')}
      {field('password')}
      {field('confirm')}
      <label>
        <input type="checkbox" checked={form.values.agreed} onChange={(e) => form.setValue('agreed', e.target.checked, { recheck: true })} />
        agree
      </label>
      <FieldError id={form.errorIdOf('agreed')} error={form.errors.agreed} />
      <button type="submit" disabled={form.submitting}>
        send
      </button>
    </form>
  );
}

/** A list of rows (an emergency contact's), each row's text its own field `item-<key>`: the rules follow the rows. */
type ListValues = { rows: number[] } & Record<`item-${number}`, string>;

function ListHarness({ send }: { send: (values: ListValues) => Promise<Outcome> }) {
  const form = useForm<ListValues>({
    initial: { rows: [0], 'item-0': '' },
    rules: (values) => {
      const rules: Rules<ListValues> = {};
      for (const key of values.rows) rules[`item-${key}`] = (value) => (value.trim() ? undefined : `Row ${key}, please`);
      return rules;
    },
    idPrefix: 'l',
  });
  const { rows } = form.values;
  return (
    <form onSubmit={form.submit(send)} noValidate>
      {rows.map((key) => (
        <FormField key={key} id={form.idOf(`item-${key}`)} label={`item ${key}`} error={form.errors[`item-${key}`]} errorId={form.errorIdOf(`item-${key}`)}>
          <input {...form.input(`item-${key}`)} />
        </FormField>
      ))}
      <button
        type="button"
        onClick={() => {
          const key = Math.max(-1, ...rows) + 1;
          form.setValue(`item-${key}`, '');
          form.setValue('rows', [...rows, key]);
        }}
      >
        add
      </button>
      <button type="button" onClick={() => form.setValue('rows', rows.slice(1))}>
        remove first
      </button>
      <button type="submit">send</button>
    </form>
  );
}

describe('useForm', () => {
  it('shows no error while typing until a submit; then every one, the focus on the first, and sends nothing', async () => {
    const send = vi.fn(async () => true);
    render(<Harness send={send} />);
    await userEvent.type(screen.getByLabelText('password'), '12');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Name, please', 'Six or more', 'Not the same', 'Agree first']);
    expect(screen.getByLabelText('name')).toHaveFocus();
    expect(screen.getByLabelText('name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('name')).toHaveAttribute('aria-describedby', 't-name-error');
    expect(send).not.toHaveBeenCalled();
  });

  it('checks a shown error again when its field is left, and a ticked box at once', async () => {
    render(<Harness send={async () => true} />);
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    await userEvent.type(screen.getByLabelText('name'), 'Li');
    // Still shown while the worker types in it...
    expect(screen.getByText('Name, please')).toBeInTheDocument();
    // ...gone once the field is left.
    await userEvent.tab();
    expect(screen.queryByText('Name, please')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'agree' }));
    expect(screen.queryByText('Agree first')).toBeNull();
  });

  it('in `change` mode, checks as the worker types, and a confirmation follows its password', async () => {
    render(<Harness send={async () => true} showErrors="change" />);
    await userEvent.type(screen.getByLabelText('password'), 'abc');
    expect(screen.getByText('Six or more')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('password'), 'def');
    expect(screen.queryByText('Six or more')).toBeNull();
    await userEvent.type(screen.getByLabelText('confirm'), 'abcdef');
    expect(screen.queryByText('Not the same')).toBeNull();
    await userEvent.type(screen.getByLabelText('password'), 'g');
    expect(screen.getByText('Not the same')).toBeInTheDocument();
    // A field never changed says nothing before a submit.
    expect(screen.queryByText('Name, please')).toBeNull();
  });

  it('in `afterSubmit` mode, says nothing before a submit, then follows every change; the focus may stay', async () => {
    render(<Harness send={async () => true} showErrors="afterSubmit" focusFirstError={false} />);
    await userEvent.type(screen.getByLabelText('password'), 'abc');
    expect(screen.queryByText('Six or more')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByText('Six or more')).toBeInTheDocument();
    expect(screen.getByLabelText('name')).not.toHaveFocus();
    await userEvent.type(screen.getByLabelText('password'), 'def');
    expect(screen.queryByText('Six or more')).toBeNull();
    await userEvent.clear(screen.getByLabelText('password'));
    expect(screen.getByText('Six or more')).toBeInTheDocument();
  });

  it('tells a refused submit the first wrong field`s message, once (a form that says it in a toast)', async () => {
    const refused = vi.fn();
    const send = vi.fn(async () => true);
    render(<Harness send={send} onRefused={refused} />);
    await userEvent.type(screen.getByLabelText('name'), 'Li');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(refused.mock.calls).toEqual([['Six or more']]);
    expect(send).not.toHaveBeenCalled();
  });

  it('moves the focus to a field`s own id when it has one (fields picked in one control)', async () => {
    render(
      <>
        <button type="button" id="picker">
          picker
        </button>
        <Harness send={async () => true} ids={{ name: 'picker' }} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    // The button, not the field's own input (its label names the picker now).
    expect(screen.getByText('picker')).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'password' })).not.toHaveFocus();
  });

  it('sends the values once for a double submit, and keeps every value when the request fails', async () => {
    let answer!: (outcome: Outcome) => void;
    const send = vi.fn(() => new Promise<Outcome>((resolve) => (answer = resolve)));
    render(<Harness send={send} />);
    await userEvent.type(screen.getByLabelText('name'), 'Li');
    await userEvent.type(screen.getByLabelText('password'), 'abcdef');
    await userEvent.type(screen.getByLabelText('confirm'), 'abcdef');
    await userEvent.click(screen.getByRole('checkbox', { name: 'agree' }));
    const button = screen.getByRole('button', { name: 'send' });
    fireEvent.click(button);
    // Enter in a field while the request is in flight.
    fireEvent.submit(button.closest('form')!);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Li', password: 'abcdef', confirm: 'abcdef', agreed: true });
    await waitFor(() => expect(button).toBeDisabled());
    answer(false);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByLabelText('name')).toHaveValue('Li');
    expect(screen.getByLabelText('password')).toHaveValue('abcdef');
    expect(screen.getByRole('checkbox', { name: 'agree' })).toBeChecked();
    // Refused, the worker can send again.
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('takes rules from the values as they stand: a row added is checked, a row removed no longer (a list`s rows)', async () => {
    const send = vi.fn(async () => false);
    render(<ListHarness send={send} />);
    await userEvent.type(screen.getByLabelText('item 0'), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    // The row added has a rule of its own, and its field the focus.
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Row 1, please']);
    expect(screen.getByLabelText('item 1')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('item 1'), 'b');
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await userEvent.clear(screen.getByLabelText('item 0'));
    // The empty first row goes: its rule with it.
    await userEvent.click(screen.getByRole('button', { name: 'remove first' }));
    await userEvent.type(screen.getByLabelText('item 2'), 'c');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(send).toHaveBeenCalledWith({ rows: [1, 2], 'item-0': '', 'item-1': 'b', 'item-2': 'c' });
  });
});
