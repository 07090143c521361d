// pages/safety/contacts: at most 3 emergency contacts, each with the mobile check, saved as one
// list with an Idempotency-Key.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { ContactsScreen } from '@/features/safety/screens/contacts-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';

const open = (example?: string) => {
  const calls = stubApi({
    listEmergencyContacts: { body: contractExample('listEmergencyContacts', example) },
    saveEmergencyContacts: ({ init }) => ({ body: { code: 200, msg: '保存成功', data: JSON.parse(String(init.body)) as unknown } }),
  });
  renderScreen(<ContactsScreen />, { path: paths.safetyContacts });
  return () => calls.filter((c) => c.operationId === 'saveEmergencyContacts');
};

describe('Emergency contacts', () => {
  it('holds at most 3 contacts: with 3 there is no way to add a fourth', async () => {
    open('full');
    expect(await screen.findByRole('group', { name: '联系人3' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '联系人4' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加联系人' })).not.toBeInTheDocument();
    expect(screen.getByText('最多3位紧急联系人')).toBeInTheDocument();
  });

  it('adds contacts up to the third, then stops offering more', async () => {
    open();
    await screen.findByRole('group', { name: '联系人2' });
    await userEvent.click(screen.getByRole('button', { name: '添加联系人' }));
    expect(screen.getByRole('group', { name: '联系人3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加联系人' })).not.toBeInTheDocument();
  });

  it('refuses a wrong mobile number and sends nothing; once right, saves the whole list with a key', async () => {
    const saves = open();
    const mobile = await screen.findByLabelText('手机号', { selector: '#' + (await screen.findByRole('group', { name: '联系人2' })).querySelector('input[type=tel]')!.id });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '1376120551');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入正确的11位手机号', { selector: '.safety-field__problem' })).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(saves()).toHaveLength(0);

    await userEvent.clear(mobile);
    await userEvent.type(mobile, '137 6120 5519');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toEqual({
      contacts: [
        { name: '王建国', mobile: '13916728845', relation: 'spouse' },
        { name: '李桂兰', mobile: '13761205519', relation: 'parent' },
      ],
    });
    expect(new Headers(saves()[0].init.headers).get('Idempotency-Key')).toMatch(/.{16,}/);
  });

  it('refuses the same mobile twice', async () => {
    const saves = open();
    const second = (await screen.findByRole('group', { name: '联系人2' })).querySelector<HTMLInputElement>('input[type=tel]')!;
    await userEvent.clear(second);
    await userEvent.type(second, '13916728845');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('手机号不能重复', { selector: '.safety-field__problem' })).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });
});
