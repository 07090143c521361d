// pages/apply/real-name: the verification's state, or the form prefilled from the ID card the photos step
// read; the ID number's problem as it is read or typed, a refused send in one toast, one request for a
// double tap, and nothing lost (values or draft) after a refusal or a failed request.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RealNameScreen } from '@/features/apply/screens/real-name-screen';
import { readDraft, writeDraft } from '@/features/apply/utils/draft-store';
import { setLanguage } from '@/lib/i18n/i18n';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { applicantSession, failingFirst } from './support';

applicantSession();
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const show = () => renderScreen(<RealNameScreen />, { path: '/pages/apply/real-name', route: '/pages/apply/real-name', signedIn: true });

type Images = { data: { idCardFront: string; idCardBack: string; idCardOcr: { idNumber: string | null } } };
const images = (idNumber?: string) => {
  const body = contractExample<Images>('getApplyImages');
  if (idNumber !== undefined) body.data.idCardOcr.idNumber = idNumber;
  return body;
};
const none = { body: contractExample('getWorkerRealNameApply', 'none') };
const HANDHELD = 'https://cdn.example-massage.cn/worker/apply/w_10024/handheld.jpg';
const INCOMPLETE = '请填写姓名、身份证号码并上传手持身份证照片';
const submits = (calls: { operationId: string }[]) => calls.filter((c) => c.operationId === 'submitWorkerRealName');

describe('Real-name step', () => {
  it('shows a verification under review', async () => {
    stubApi({ getWorkerRealNameApply: { body: contractExample('getWorkerRealNameApply', 'pending') }, getApplyImages: { body: images() } });
    show();
    expect(await screen.findByRole('heading', { name: '实名认证审核中' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交认证' })).toBeNull();
  });

  it.each(['approved', 'pending'])('offers the next step, the contracts, once the verification is %s; the page is not returned to (issue 41)', async (state) => {
    stubApi({ getWorkerRealNameApply: { body: contractExample('getWorkerRealNameApply', state) }, getApplyImages: { body: images() } });
    const { router } = show();
    await user().click(await screen.findByRole('link', { name: '下一步：签署合同' }));
    expect(router.state.location.pathname).toBe('/pages/apply/contract-list');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('prefills the form from the ID card the photos step read', async () => {
    stubApi({ getWorkerRealNameApply: none, getApplyImages: { body: images() } });
    show();
    expect(await screen.findByLabelText('姓名')).toHaveValue('李秀梅');
    expect(screen.getByLabelText('身份证号码')).toHaveValue('310104199104180427');
    expect(screen.getByLabelText(/添加手持身份证照片/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the ID card photos first when the photos step has none', async () => {
    stubApi({ getWorkerRealNameApply: none, getApplyImages: { body: contractExample('getApplyImages', 'todo') } });
    show();
    expect(await screen.findByText('请先在“证件照片”中上传身份证正反面')).toBeInTheDocument();
  });

  it('says what went wrong, with a retry', async () => {
    const realName = failingFirst(contractExample('getWorkerRealNameApply', 'approved'));
    stubApi({ getWorkerRealNameApply: realName.answer, getApplyImages: { body: images() } });
    show();
    const retry = await screen.findByRole('button', { name: '重试' });
    realName.recover();
    await user().click(retry);
    expect(await screen.findByText('实名认证已通过')).toBeInTheDocument();
  });

  it('says at once what is wrong with a number read from the card, and with one as it is typed; an empty one says nothing', async () => {
    stubApi({ getWorkerRealNameApply: none, getApplyImages: { body: images('310104199104180428') } });
    show();
    const id = await screen.findByLabelText('身份证号码');
    expect(await screen.findByRole('alert')).toHaveTextContent('身份证号码校验不通过，请核对');
    expect(id).toHaveAttribute('aria-invalid', 'true');

    await user().clear(id);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(id).not.toHaveAttribute('aria-invalid');
    await user().type(id, '310104910418042');
    expect(screen.getByRole('alert')).toHaveTextContent('不支持 15 位旧身份证号码，请填写 18 位号码');
    await user().clear(id);
    await user().type(id, '310104199104180427');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['en', 'This ID card number does not check out; please verify it', 'Enter your name and ID number and add the photo holding your ID card'],
    ['zh-Hant', '身分證號碼校驗不通過，請核對', '請填寫姓名、身分證號碼並上傳手持身分證照片'],
  ] as const)('in %s, says the number\'s problem and what a send lacks in that language', async (language, problem, incomplete) => {
    await setLanguage(language);
    try {
      stubApi({ getWorkerRealNameApply: none, getApplyImages: { body: images('310104199104180428') } });
      show();
      expect(await screen.findByRole('alert')).toHaveTextContent(problem);
      await user().click(screen.getByRole('button', { name: /Submit|提交/ }));
      expect(await screen.findByText(incomplete)).toBeInTheDocument();
    } finally {
      await setLanguage('zh-Hans');
    }
  });

  it('refuses a send without the photo holding the card, or with a name that is not a legal one, in one toast; sends nothing, keeps every value and the focus', async () => {
    const calls = stubApi({ getWorkerRealNameApply: none, getApplyImages: { body: images() } });
    show();
    const name = await screen.findByLabelText('姓名');
    const submit = screen.getByRole('button', { name: '提交认证' });
    submit.focus();
    await user().click(submit);
    expect(await screen.findByText(INCOMPLETE)).toBeInTheDocument();
    expect(document.activeElement).toBe(submit);
    expect(name).toHaveValue('李秀梅');
    expect(screen.getByLabelText('身份证号码')).toHaveValue('310104199104180427');
    expect(submits(calls)).toHaveLength(0);
  });

  it('refuses a name that is not a legal one, though all else is there', async () => {
    writeDraft('realName', { realName: 'Li Xiumei', idCardNo: '310104199104180427', handheldPhoto: HANDHELD });
    const calls = stubApi({ getWorkerRealNameApply: none, getApplyImages: { body: images() } });
    show();
    expect(await screen.findByLabelText('姓名')).toHaveValue('Li Xiumei');
    await user().click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText(INCOMPLETE)).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '提交认证' }));
    expect(screen.getByLabelText('姓名')).toHaveValue('Li Xiumei');
    expect(submits(calls)).toHaveLength(0);
  });

  it('keeps what is typed in the draft: a new visit starts from it', async () => {
    stubApi({ getWorkerRealNameApply: none, getApplyImages: { body: images() } });
    const first = show();
    const name = await screen.findByLabelText('姓名');
    await user().clear(name);
    await user().type(name, '李秀英');
    await user().type(screen.getByLabelText('身份证号码'), '{Backspace}x');
    expect(readDraft('realName')).toMatchObject({ realName: '李秀英', idCardNo: '31010419910418042X' });
    first.unmount();

    stubApi({ getWorkerRealNameApply: none, getApplyImages: { body: images() } });
    show();
    expect(await screen.findByLabelText('姓名')).toHaveValue('李秀英');
    expect(screen.getByLabelText('身份证号码')).toHaveValue('31010419910418042X');
  });

  it('sends once for a double tap, with the card photos the photos step holds; then clears the draft and goes back to the process', async () => {
    writeDraft('realName', { realName: ' 李秀梅 ', idCardNo: '310104199104180427', handheldPhoto: HANDHELD });
    let answer: (value: { body: unknown }) => void = () => undefined;
    const calls = stubApi({
      getWorkerRealNameApply: none,
      getApplyImages: { body: images() },
      getApplyProcess: { body: contractExample('getApplyProcess') },
      submitWorkerRealName: () => new Promise((resolve) => (answer = resolve)),
    });
    const { router } = show();
    const submit = await screen.findByRole('button', { name: '提交认证' });
    await user().dblClick(submit);
    await waitFor(() => expect(submits(calls)).toHaveLength(1));
    expect(screen.getByRole('button', { name: '提交中…' })).toBeDisabled();
    answer({ body: contractExample('submitWorkerRealName') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/apply/process'));
    const { data } = images();
    expect(submits(calls)[0]!).toMatchObject({
      body: { realName: '李秀梅', idCardNo: '310104199104180427', idCardFront: data.idCardFront, idCardBack: data.idCardBack, handheldPhoto: HANDHELD },
    });
    expect(submits(calls)).toHaveLength(1);
    expect(readDraft('realName')).toBeNull();
  });

  it('keeps every value and the draft when the request fails, and sends again on the next tap', async () => {
    writeDraft('realName', { realName: '李秀梅', idCardNo: '310104199104180427', handheldPhoto: HANDHELD });
    let refuse = true;
    const calls = stubApi({
      getWorkerRealNameApply: none,
      getApplyImages: { body: images() },
      getApplyProcess: { body: contractExample('getApplyProcess') },
      submitWorkerRealName: () => (refuse ? { status: 400, body: contractExample('submitWorkerRealName', 'idCardInvalid', '400') } : { body: contractExample('submitWorkerRealName') }),
    });
    const { router } = show();
    await user().click(await screen.findByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('身份证号码有误，请核对后重新输入')).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('李秀梅');
    expect(screen.getByLabelText('身份证号码')).toHaveValue('310104199104180427');
    expect(readDraft('realName')).not.toBeNull();
    await user().click(screen.getByRole('button', { name: '确定' }));

    refuse = false;
    await user().click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/apply/process'));
    expect(submits(calls)).toHaveLength(2);
  });
});
