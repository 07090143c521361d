// What the shop's screen tests share: the user centre's balance, and the payment password typed on
// the keypad the withdrawal uses.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractExample } from '../../support/contract';

/** The user centre's answer with this balance (cents). */
export const withBalance = (cents: number) => {
  const body = contractExample<{ userInfo: { account_balance: { balance: number } } }>('getCloudMyInfo');
  return { ...body, userInfo: { ...body.userInfo, account_balance: { balance: cents } } };
};

/** The payment password on the keypad the withdrawal uses (its popup slides in: no pointer-events wait). */
export async function typePayPassword(password: string) {
  const u = userEvent.setup({ pointerEventsCheck: 0 });
  await u.click(await screen.findByRole('button', { name: /支付密码/ }));
  for (const digit of password) await u.click(await screen.findByRole('button', { name: digit }));
}
