// Helpers of the sign-in screen tests.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** A form field by its label; antd-mobile adds a "*" to the label of a required one. */
export const label = (name: string) => new RegExp(`^${name}\\s*\\*?$`);
export const field = (name: string) => screen.getByLabelText(label(name));

/**
 * Taps the submit button named `submitName`, and while its request (the call whose path ends with
 * `path`) is in flight submits the form again, as the Enter key in a field does while the button
 * is disabled; then lets the answer come. `held` counts the calls that were made to `path`.
 */
export async function submitAgainWhileSending(submitName: string, path: string) {
  const stubbed = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const sent = { held: 0 };
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (new URL(input, 'http://app.test').pathname.endsWith(path)) {
      sent.held += 1;
      await gate;
    }
    return stubbed(input, init);
  });
  const submit = screen.getByRole('button', { name: submitName });
  fireEvent.click(submit);
  await waitFor(() => expect(sent.held).toBe(1));
  fireEvent.submit(submit.closest('form')!);
  // Time for a second request to leave, if anything let it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  release();
  return sent;
}
