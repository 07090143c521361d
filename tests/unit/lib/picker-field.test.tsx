// A picker whose code cannot come (a dead network before it was fetched): the tap says so under the
// field, and the form around it stays, rather than the page swapped for its error page.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { DateField, labelId } from '@/lib/schema-form/picker-field';
import { testQueryClient } from '../../support/render';

vi.mock('@/lib/schema-form/pickers', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/pickers-abc.js');
});

function Form() {
  const [date, setDate] = useState<string | undefined>();
  return (
    <form>
      <label htmlFor="name">姓名</label>
      <input id="name" defaultValue="" />
      <span id={labelId('expiry')}>健康证有效期</span>
      <DateField id="expiry" value={date} onChange={setDate} title="健康证有效期" labels={{ placeholder: '请选择', confirm: '确定', cancel: '取消', clear: '清除' }} />
    </form>
  );
}

it('says the picker did not load, and keeps what was typed', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  render(
    <Providers queryClient={testQueryClient()}>
      <Form />
    </Providers>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('姓名'), '李秀梅');
  await user.click(screen.getByRole('button', { name: /健康证有效期/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('选择器没有加载出来，请检查网络后再点一次。');
  expect(screen.getByLabelText('姓名')).toHaveValue('李秀梅');
  // Tapped again: still said once, the field still there to tap.
  await user.click(screen.getByRole('button', { name: /健康证有效期/ }));
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});
