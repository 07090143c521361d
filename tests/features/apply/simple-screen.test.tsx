// pages/apply/simple: the basic information form, its local draft, a refused save keeping the form.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimpleScreen } from '@/features/apply/screens/simple-screen';
import { readDraft, writeDraft } from '@/features/apply/utils/draft-store';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('uni_id_token', 'test-token');
  localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
});
afterEach(() => vi.unstubAllGlobals());

const show = () => renderScreen(<SimpleScreen />, { path: '/pages/apply/simple', route: '/pages/apply/simple', signedIn: true });
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const complete = () => {
  const body = contractExample<{ data: Record<string, unknown> }>('getApplyBasicInfo', 'submitted');
  return body;
};

describe('Basic information', () => {
  it('fills the form with what the server holds', async () => {
    stubApi({ getApplyBasicInfo: { body: contractExample('getApplyBasicInfo') } });
    show();
    expect(await screen.findByRole('heading', { name: '基本信息' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/真实姓名/)).toHaveValue('李秀梅');
    expect(screen.getByLabelText(/现居住地址/)).toHaveValue('上海市徐汇区田林路200弄15号402室');
    expect(screen.getByRole('radio', { name: '女' })).toBeChecked();
    expect(screen.queryByText('已恢复上次未提交的内容')).toBeNull();
  });

  it("takes the name from the applicant's lead for a step not begun", async () => {
    stubApi({ getApplyBasicInfo: { body: contractExample('getApplyBasicInfo', 'todo') }, getWorkerClueInfo: { body: contractExample('getWorkerClueInfo') } });
    show();
    expect(await screen.findByLabelText(/真实姓名/)).toHaveValue('李秀梅');
    expect(screen.getByLabelText(/自我介绍/)).toHaveValue('');
  });

  it('keeps a saved name whatever the lead says', async () => {
    // A lead that names her otherwise (the examples' lead names her as the saved step does).
    const lead = contractExample<{ data: object }>('getWorkerClueInfo');
    stubApi({ getApplyBasicInfo: { body: contractExample('getApplyBasicInfo') }, getWorkerClueInfo: { body: { ...lead, data: { ...lead.data, name: '李秀美' } } } });
    show();
    expect(await screen.findByLabelText(/真实姓名/)).toHaveValue('李秀梅');
  });

  it('starts empty for a step not begun', async () => {
    stubApi({ getApplyBasicInfo: { body: contractExample('getApplyBasicInfo', 'todo') } });
    show();
    expect(await screen.findByLabelText(/真实姓名/)).toHaveValue('');
    expect(screen.getByLabelText(/自我介绍/)).toHaveValue('');
  });

  it('restores the local draft over the server, and keeps each keystroke', async () => {
    writeDraft('basicInfo', { realName: '王丽娟', intro: '本地未提交' });
    stubApi({ getApplyBasicInfo: { body: contractExample('getApplyBasicInfo') } });
    show();
    expect(await screen.findByLabelText(/真实姓名/)).toHaveValue('王丽娟');
    expect(screen.getByText('已恢复上次未提交的内容')).toBeInTheDocument();
    await user().type(screen.getByLabelText(/自我介绍/), '，擅长肩颈');
    expect(readDraft<{ intro: string }>('basicInfo')?.intro).toBe('本地未提交，擅长肩颈');
  });

  it('keeps the form and the draft when the server refuses the step; once it accepts, clears the draft and opens the next step', async () => {
    let refuse = true;
    const calls = stubApi({
      getApplyBasicInfo: { body: complete() },
      getApplyProcess: { body: contractExample('getApplyProcess') },
      saveApplyBasicInfo: () =>
        refuse ? { status: 400, body: contractExample('saveApplyBasicInfo', 'ageOutOfRange', '400') } : { body: { code: 200, msg: '保存成功', data: null } },
    });
    const { router } = show();
    const intro = await screen.findByLabelText(/自我介绍/);
    await user().type(intro, '！');
    await user().click(screen.getByRole('button', { name: '保存并继续' }));
    expect(await screen.findByText('入驻技师年龄需在18至60周岁之间')).toBeInTheDocument();
    expect(screen.getByLabelText(/自我介绍/)).toHaveValue(`${complete().data.intro}！`);
    expect(readDraft('basicInfo')).not.toBeNull();
    await user().click(screen.getByRole('button', { name: '确定' }));

    refuse = false;
    await user().click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(readDraft('basicInfo')).toBeNull());
    const sent = calls.filter((c) => c.operationId === 'saveApplyBasicInfo');
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toMatchObject({ realName: '李秀梅', gender: 2, emergencyContact: { name: '王建国', mobile: '13916728845' } });
    // Issue 29: 保存并继续 opens the photos step, not the process page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/apply/image'));
  });

  it('refuses a name that is not a legal name before sending anything', async () => {
    const calls = stubApi({ getApplyBasicInfo: { body: complete() } });
    show();
    const name = await screen.findByLabelText(/真实姓名/);
    await user().clear(name);
    await user().type(name, 'Li Xiumei');
    await user().click(screen.getByRole('button', { name: '保存并继续' }));
    expect(await screen.findByText('请输入 2-20 个汉字的姓名')).toBeInTheDocument();
    expect(calls.filter((c) => c.operationId === 'saveApplyBasicInfo')).toHaveLength(0);
  });

  it('says what went wrong, with a retry', async () => {
    let fail = true;
    stubApi({ getApplyBasicInfo: () => (fail ? { status: 500, body: {} } : { body: contractExample('getApplyBasicInfo') }) });
    show();
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await user().click(retry);
    expect(await screen.findByLabelText(/真实姓名/)).toHaveValue('李秀梅');
  });

  it('reloaded with no network, shows the draft kept on the phone to go on typing, never only 重试 (issue 48)', async () => {
    writeDraft('basicInfo', { realName: '王丽娟', intro: '离线时写的' });
    stubApi({ getApplyBasicInfo: { status: 502, body: { code: 502, msg: '服务器开小差了' } } });
    show();
    expect(await screen.findByLabelText(/真实姓名/)).toHaveValue('王丽娟');
    expect(screen.getByLabelText(/自我介绍/)).toHaveValue('离线时写的');
    expect(screen.getByText('已恢复上次未提交的内容')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
