// pages/apply/image: the saved photos, the OCR filling name and ID number from the ID card photo,
// what is missing before the step can be saved, and what went wrong.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getGetApplyImagesQueryKey } from '@generated/api/apply/apply';
import { ImageScreen } from '@/features/apply/screens/image-screen';
import { readDraft } from '@/features/apply/utils/draft-store';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { applicantSession, failingFirst } from './support';

// happy-dom decodes no image: the photo goes up as it is, to a server that answers its URL.
vi.mock('@/lib/media/compress', () => ({ compressImage: async (file: Blob) => file }));
const UPLOADED = vi.hoisted(() => 'https://img.example.cn/worker/apply/idcard-front.jpg');
vi.mock('@/lib/api/upload', () => ({ uploadFile: async () => ({ url: UPLOADED, name: 'idcard-front.jpg', size: 7 }) }));

applicantSession();
const show = () => renderScreen(<ImageScreen />, { path: '/pages/apply/image', route: '/pages/apply/image', signedIn: true });
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'idcard.jpg', { type: 'image/jpeg' });

describe('Photos step', () => {
  it('shows the saved photos and what the ID card said', async () => {
    stubApi({ getApplyImages: { body: contractExample('getApplyImages') } });
    show();
    expect(await screen.findByRole('img', { name: '身份证人像面第 1 张' })).toHaveAttribute('src', expect.stringContaining('idcard-front.jpg'));
    expect(screen.getByRole('img', { name: '生活照第 3 张' })).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('李秀梅');
    expect(screen.getByLabelText('身份证号码')).toHaveValue('310104199104180427');
  });

  it('starts empty, and lists what is missing instead of sending an incomplete step', async () => {
    const calls = stubApi({ getApplyImages: { body: contractExample('getApplyImages', 'todo') } });
    show();
    expect(await screen.findByLabelText('姓名')).toHaveValue('');
    expect(screen.queryByRole('img', { name: /第 1 张/ })).toBeNull();
    await user().click(screen.getByRole('button', { name: '保存并继续' }));
    const missing = await screen.findByRole('alert', { name: '还需完成' });
    expect(missing).toHaveTextContent('请上传身份证人像面');
    expect(missing).toHaveTextContent('请上传健康证');
    expect(calls.filter((c) => c.operationId === 'saveApplyImages')).toHaveLength(0);
  });

  it("picks the health certificate's expiry with the app's date picker, as 出生日期, not the browser's date box (issue 29)", async () => {
    stubApi({ getApplyImages: { body: contractExample('getApplyImages', 'todo') }, saveApplyImagesDraft: { body: { code: 200, msg: '保存成功', data: null } } });
    const { container } = show();
    // The date field comes once the page is idle (its code apart from the step's first load).
    const expiry = await screen.findByRole('button', { name: /健康证有效期至/ }, { timeout: 3000 });
    expect(container.querySelector('input[type="date"]')).toBeNull();
    expect(expiry).toHaveAccessibleName('健康证有效期至 请选择有效期截止日期');
    expect(expiry).toHaveAttribute('aria-haspopup', 'dialog');
    await user().click(expiry);
    await user().click(await screen.findByText('确定'));
    // The wheels start today: a certificate still valid.
    const today = new Date();
    const text = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await waitFor(() => expect(expiry).toHaveAccessibleName(`健康证有效期至 ${text}`));
    expect(readDraft<{ healthCertificateExpireDate: string }>('images')?.healthCertificateExpireDate).toBe(text);
  });

  it('saves a complete step and 保存并继续 opens the next step, real-name verification (issue 29)', async () => {
    const calls = stubApi({
      getApplyImages: { body: contractExample('getApplyImages') },
      saveApplyImages: { body: { code: 200, msg: '保存成功', data: null } },
      getApplyProcess: { body: contractExample('getApplyProcess') },
    });
    const { router } = show();
    expect(await screen.findByRole('button', { name: '健康证有效期至 2027-08-31' }, { timeout: 3000 })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/apply/real-name'));
    expect(calls.find((c) => c.operationId === 'saveApplyImages')?.body).toMatchObject({ healthCertificateExpireDate: '2027-08-31' });
    expect(readDraft('images')).toBeNull();
    // The next step took the saved step's place (issue 41): Back does not return to the finished form.
    expect(router.state.historyAction).toBe('REPLACE');
    await router.navigate(-1);
    expect(router.state.location.pathname).not.toBe('/pages/apply/image');
  });

  it('hands the next step what was saved at once, though the step is read again slowly (the real-name form takes its number as it opens)', async () => {
    let reads = 0;
    stubApi({
      // The first read answers; the re-read after the save does not (yet): a slow network.
      getApplyImages: () => (reads++ === 0 ? { body: contractExample('getApplyImages') } : new Promise<never>(() => undefined)),
      saveApplyImages: { body: { code: 200, msg: '保存成功', data: null } },
      getApplyProcess: { body: contractExample('getApplyProcess') },
    });
    const { router, queryClient } = show();
    const number = await screen.findByLabelText('身份证号码', { exact: true }, { timeout: 3000 });
    expect(number).not.toHaveValue('330106199507120046');
    await user().clear(number);
    await user().type(number, '330106199507120046');
    await user().click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/apply/real-name'));
    const held = queryClient.getQueryData<{ data: { idCardOcr?: { idNumber?: string } } }>(getGetApplyImagesQueryKey());
    expect(held?.data.idCardOcr?.idNumber).toBe('330106199507120046');
  });

  it('reads the ID card photo through our backend as it is chosen and fills name and ID number, kept in the draft', async () => {
    const calls = stubApi({
      getApplyImages: { body: contractExample('getApplyImages', 'todo') },
      recognizeApplyIdCard: { body: contractExample('recognizeApplyIdCard') },
      saveApplyImagesDraft: { body: { code: 200, msg: '保存成功', data: null } },
    });
    show();
    await user().upload(await screen.findByLabelText(/添加身份证人像面/), photo());
    expect(await screen.findByText('已识别，请核对姓名和身份证号码')).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('李秀梅');
    expect(screen.getByLabelText('身份证号码')).toHaveValue('310104199104180427');
    expect(readDraft<{ idCardOcr: { name: string; gender: number } }>('images')?.idCardOcr).toMatchObject({ name: '李秀梅', gender: 2 });
    const ocr = calls.find((c) => c.operationId === 'recognizeApplyIdCard')!;
    expect(ocr.body).toMatchObject({ side: 'front', image: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) });
    expect(new Headers(ocr.init.headers).get('Authorization')).toBe('Bearer test-token');
  });

  describe('an ID number read that differs from the one entered (issue 41: it was replaced silently)', () => {
    const OTHER = '330106199507120046';
    const differing = () => {
      const read = contractExample<{ data: { idNumber: string | null } }>('recognizeApplyIdCard');
      read.data.idNumber = OTHER;
      return read;
    };
    const stubs = () =>
      stubApi({
        getApplyImages: { body: contractExample('getApplyImages') },
        recognizeApplyIdCard: { body: differing() },
        saveApplyImagesDraft: { body: { code: 200, msg: '保存成功', data: null } },
        saveApplyImages: { body: { code: 200, msg: '保存成功', data: null } },
        getApplyProcess: { body: contractExample('getApplyProcess') },
      });
    const readAndAsk = async () => {
      await user().upload(await screen.findByLabelText('重新选择身份证人像面'), photo());
      return screen.findByRole('group', { name: '照片识别出的身份证号码与填写的不一致，请选择正确的号码' });
    };

    it('keeps the number entered and shows both until the applicant chooses; the one read when chosen', async () => {
      stubs();
      show();
      const choice = await readAndAsk();
      expect(screen.getByLabelText('身份证号码')).toHaveValue('310104199104180427');
      expect(choice).toHaveTextContent(`识别结果${OTHER}`);
      expect(choice).toHaveTextContent('已填写310104199104180427');
      await user().click(within(choice).getByRole('button', { name: '使用识别结果' }));
      expect(screen.getByLabelText('身份证号码')).toHaveValue(OTHER);
      expect(screen.queryByRole('group', { name: /不一致/ })).toBeNull();
      expect(readDraft<{ idCardOcr: { idNumber: string } }>('images')?.idCardOcr.idNumber).toBe(OTHER);
    });

    it('keeps the number entered when the applicant says so', async () => {
      stubs();
      show();
      const choice = await readAndAsk();
      await user().click(within(choice).getByRole('button', { name: '保留已填写的' }));
      expect(screen.queryByRole('group', { name: /不一致/ })).toBeNull();
      expect(screen.getByLabelText('身份证号码')).toHaveValue('310104199104180427');
      // The other fields the photo gave are taken as before.
      expect(screen.getByLabelText('姓名')).toHaveValue('李秀梅');
    });

    it('saves nothing while the choice is open', async () => {
      const calls = stubs();
      show();
      await readAndAsk();
      await user().click(screen.getByRole('button', { name: '保存并继续' }));
      expect(await screen.findByRole('alert', { name: '还需完成' })).toHaveTextContent('请选择正确的身份证号码');
      expect(calls.filter((c) => c.operationId === 'saveApplyImages')).toHaveLength(0);
    });
  });

  it('keeps what the portrait side gave when the emblem side is read', async () => {
    stubApi({
      getApplyImages: { body: contractExample('getApplyImages', 'todo') },
      recognizeApplyIdCard: ({ init }) => ({ body: contractExample('recognizeApplyIdCard', JSON.parse(String(init.body)).side === 'back' ? 'back' : 'default') }),
      saveApplyImagesDraft: { body: { code: 200, msg: '保存成功', data: null } },
    });
    show();
    await user().upload(await screen.findByLabelText(/添加身份证人像面/), photo());
    expect(await screen.findByText('已识别，请核对姓名和身份证号码')).toBeInTheDocument();
    await user().upload(screen.getByLabelText(/添加身份证国徽面/), photo());
    await waitFor(() => expect(readDraft<{ idCardOcr: { validTo: string | null } }>('images')?.idCardOcr.validTo).toBe('2039-05-20'));
    expect(readDraft<{ idCardOcr: Record<string, unknown> }>('images')?.idCardOcr).toMatchObject({ name: '李秀梅', idNumber: '310104199104180427', issuingAuthority: '上海市公安局徐汇分局' });
    expect(screen.getByLabelText('姓名')).toHaveValue('李秀梅');
  });

  it('shows the photos of a step that can no longer change without a way to add, remove or change one', async () => {
    const saved = contractExample<{ code: number; msg: string; data: Record<string, unknown> }>('getApplyImages');
    stubApi({ getApplyImages: { body: { ...saved, data: { ...saved.data, editable: false } } } });
    show();
    expect(await screen.findByRole('img', { name: '身份证人像面第 1 张' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '生活照第 3 张' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/添加/, { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('button', { name: /移除/ })).toBeNull();
    expect(screen.queryByText(/重新选择/)).toBeNull();
  });

  it('keeps an uploaded photo in the draft, and a removed one out of it', async () => {
    stubApi({
      getApplyImages: { body: contractExample('getApplyImages', 'todo') },
      recognizeApplyIdCard: { body: contractExample('recognizeApplyIdCard') },
      saveApplyImagesDraft: { body: { code: 200, msg: '保存成功', data: null } },
    });
    show();
    await user().upload(await screen.findByLabelText(/添加身份证人像面/), photo());
    await waitFor(() => expect(readDraft<{ idCardFront: string | null }>('images')?.idCardFront).toBe(UPLOADED));
    await user().click(screen.getByRole('button', { name: '移除身份证人像面第 1 张' }));
    await waitFor(() => expect(readDraft<{ idCardFront: string | null }>('images')?.idCardFront).toBeNull());
    expect(screen.getByLabelText(/添加身份证人像面/)).toBeInTheDocument();
  });

  it("says why the OCR could not read the card, in the server's words, and lets the applicant type the fields", async () => {
    stubApi({
      getApplyImages: { body: contractExample('getApplyImages', 'todo') },
      recognizeApplyIdCard: { status: 400, body: contractExample('recognizeApplyIdCard', 'unreadable', '400') },
      saveApplyImagesDraft: { body: { code: 200, msg: '保存成功', data: null } },
    });
    show();
    await user().upload(await screen.findByLabelText(/添加身份证人像面/), photo());
    expect(await screen.findByText('未能识别这张照片，请拍摄清晰、完整、无反光的身份证照片；也可手动填写姓名和身份证号码')).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('');
    await user().type(screen.getByLabelText('身份证号码'), '33010619950712004x');
    expect(screen.getByLabelText('身份证号码')).toHaveValue('33010619950712004X');
    await user().clear(screen.getByLabelText('身份证号码'));
    await user().type(screen.getByLabelText('身份证号码'), '330106199507120047');
    expect(await screen.findByText('身份证号码校验不通过，请核对')).toBeInTheDocument();
  });

  it('says what went wrong, with a retry', async () => {
    const images = failingFirst(contractExample('getApplyImages'));
    stubApi({ getApplyImages: images.answer });
    show();
    const retry = await screen.findByRole('button', { name: '重试' });
    images.recover();
    await user().click(retry);
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue('李秀梅'));
  });
});
