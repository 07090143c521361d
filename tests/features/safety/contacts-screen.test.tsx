// pages/safety/contacts: at most 3 emergency contacts, each with the name, mobile (not the worker's own) and relation
// checks at a save (the first problem in a toast, each under its field until the next save), saved once per tap as one
// list with an Idempotency-Key; a refused or failed save keeps every row as typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { ContactsScreen } from '@/features/safety/screens/contacts-screen';
import { contractExample } from '../../support/contract';
import { doubleTap } from '../../support/double-tap';
import { renderScreen, stubApi } from '../../support/render';
import { signedInWorker } from '../../support/session';

signedInWorker();

type Save = Parameters<typeof stubApi>[0][string];
const saved = ({ init }: { init: RequestInit }) => ({ body: { code: 200, msg: '保存成功', data: JSON.parse(String(init.body)) as unknown } });

const open = (example?: string, save: Save = saved) => {
  const calls = stubApi({
    listEmergencyContacts: { body: contractExample('listEmergencyContacts', example) },
    saveEmergencyContacts: save,
    // The signed-in worker: 138****5678.
    getWorkerInfo: { body: contractExample('getWorkerInfo') },
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
      occurredAt: expect.any(String),
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

  it("refuses the worker's own number, as typed in any form, and sends nothing", async () => {
    const saves = open();
    const second = await screen.findByRole('group', { name: '联系人2' });
    const mobile = within(second).getByLabelText('手机号');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '+86 138 1234 5678');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    const error = await within(second).findByText('不能填写本人手机号，请填写家人或朋友的手机号', { selector: '.safety-field__problem' });
    expect(mobile).toHaveAttribute('aria-describedby', error.id);
    expect(await screen.findByText('不能填写本人手机号，请填写家人或朋友的手机号', { selector: '.adm-toast-main *' })).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('asks the relation of every contact, one the apply form saved without it too, and sends nothing until chosen', async () => {
    const listed = contractExample<{ data: { contacts: { relation: string | null }[] } }>('listEmergencyContacts');
    listed.data.contacts[0]!.relation = null;
    const calls = stubApi({
      listEmergencyContacts: { body: listed },
      saveEmergencyContacts: saved,
      getWorkerInfo: { body: contractExample('getWorkerInfo') },
    });
    renderScreen(<ContactsScreen />, { path: paths.safetyContacts });
    const first = await screen.findByRole('group', { name: '联系人1' });
    const relation = within(first).getByLabelText('关系');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    const error = await within(first).findByText('请选择联系人与您的关系', { selector: '.safety-field__problem' });
    expect(relation).toHaveAttribute('aria-invalid', 'true');
    expect(relation).toHaveAttribute('aria-describedby', error.id);
    expect(calls.filter((c) => c.operationId === 'saveEmergencyContacts')).toHaveLength(0);

    await userEvent.selectOptions(relation, 'sibling');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'saveEmergencyContacts')).toHaveLength(1));
    expect((calls.find((c) => c.operationId === 'saveEmergencyContacts')!.body as { contacts: { relation: string }[] }).contacts.map((c) => c.relation)).toEqual([
      'sibling',
      'parent',
    ]);
  });

  it('checks a name at a save, says the first problem in a toast, and keeps the error until the next save', async () => {
    const saves = open();
    const first = await screen.findByRole('group', { name: '联系人1' });
    const name = within(first).getByLabelText('姓名');
    await userEvent.clear(name);
    await userEvent.type(name, 'Wang');
    // Nothing is said while typing.
    expect(screen.queryByText('请输入2-20个汉字的姓名')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    const error = await within(first).findByText('请输入2-20个汉字的姓名', { selector: '.safety-field__problem' });
    expect(name).toHaveAttribute('aria-describedby', error.id);
    expect(await screen.findByText('请输入2-20个汉字的姓名', { selector: '.adm-toast-main *' })).toBeInTheDocument();
    // Still shown while the worker corrects it, and after leaving the field: gone at the next save.
    await userEvent.clear(name);
    await userEvent.type(name, '王建军');
    await userEvent.tab();
    expect(within(first).getByText('请输入2-20个汉字的姓名', { selector: '.safety-field__problem' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(within(first).queryByText('请输入2-20个汉字的姓名')).not.toBeInTheDocument();
    expect((saves()[0].body as { contacts: { name: string }[] }).contacts[0].name).toBe('王建军');
  });

  it('leaves a row wholly empty out, and a row removed with its error', async () => {
    const saves = open();
    const second = await screen.findByRole('group', { name: '联系人2' });
    await userEvent.clear(within(second).getByLabelText('手机号'));
    await userEvent.type(within(second).getByLabelText('手机号'), '123');
    await userEvent.click(screen.getByRole('button', { name: '添加联系人' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(second).findByText('请输入正确的11位手机号', { selector: '.safety-field__problem' })).toBeInTheDocument();
    // The third row, empty, has nothing to say.
    expect(screen.getAllByText('请输入正确的11位手机号', { selector: '.safety-field__problem' })).toHaveLength(1);
    expect(saves()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '删除联系人2' }));
    expect(screen.queryByText('请输入正确的11位手机号', { selector: '.safety-field__problem' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toEqual({ occurredAt: expect.any(String), contacts: [{ name: '王建国', mobile: '13916728845', relation: 'spouse' }] });
  });

  it('saves once for two taps in one frame', async () => {
    const saves = open();
    await screen.findByRole('group', { name: '联系人2' });
    doubleTap(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
  });

  it('keeps every row as typed when the save is refused, says why, and saves again from them', async () => {
    let refuse = true;
    const saves = open(undefined, (request) => (refuse ? { status: 400, body: { code: 13001, msg: '紧急联系人手机号不能重复，也不能是本人手机号' } } : saved(request)));
    const second = await screen.findByRole('group', { name: '联系人2' });
    await userEvent.clear(within(second).getByLabelText('姓名'));
    await userEvent.type(within(second).getByLabelText('姓名'), '陈晓燕');
    await userEvent.selectOptions(within(second).getByLabelText('关系'), 'friend');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('紧急联系人手机号不能重复，也不能是本人手机号')).toBeInTheDocument();
    expect(within(second).getByLabelText('姓名')).toHaveValue('陈晓燕');
    expect(within(second).getByLabelText('关系')).toHaveValue('friend');

    refuse = false;
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1].body).toEqual({
      occurredAt: expect.any(String),
      contacts: [
        { name: '王建国', mobile: '13916728845', relation: 'spouse' },
        { name: '陈晓燕', mobile: '13761205518', relation: 'friend' },
      ],
    });
  });
});
