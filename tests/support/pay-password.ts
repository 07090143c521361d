// The payment-password keypad as a finger finds it once it has stopped moving (the withdrawal's and
// the shop's pay sheet's; components/pay-password-pad.tsx).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Longer than the keypad's slide in or out (antd-mobile's Popup spring, a few hundred ms). */
const KEYPAD_SETTLES_MS = 800;

/**
 * Types on the keypad as it stands once it has settled, without tapping the boxes first: it must be
 * up, and take a finger (user-event refuses a key under pointer-events: none, as the keypad is while
 * it slides). A keypad that closed is gone by then (display: none), and its keys are not found.
 */
export async function typeOnOpenKeypad(password: string) {
  await new Promise((settled) => setTimeout(settled, KEYPAD_SETTLES_MS));
  const u = userEvent.setup();
  for (const digit of password) await u.click(screen.getByRole('button', { name: digit }));
}
