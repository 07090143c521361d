// The hand signature (issue 29, "Signing"): the pad follows the strokes; a dot or a scrawl too small is
// refused with why and sends nothing; a signature is previewed as the PNG that will be sent, and only
// 确认提交 sends it, once, with its Idempotency-Key; 重新签名 starts again.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignatureScreen } from '@/features/apply/screens/signature-screen';
import { uploadFile } from '@/lib/api/upload';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { applicantSession, failingFirst } from './support';

// signature_pad needs a canvas that draws: a stand-in that reports strokes as the library does.
type Stroke = { points: { x: number; y: number }[] };
const pad = vi.hoisted(() => ({ strokes: [] as { points: { x: number; y: number }[] }[], listeners: new Map<string, () => void>() }));
vi.mock('signature_pad', () => ({
  default: class {
    addEventListener(name: string, fn: () => void) {
      pad.listeners.set(name, fn);
    }
    removeEventListener() {}
    off() {}
    toData() {
      return [...pad.strokes];
    }
    fromData(data: Stroke[]) {
      pad.strokes = [...data];
    }
    clear() {
      pad.strokes = [];
    }
    isEmpty() {
      return pad.strokes.length === 0;
    }
  },
}));
vi.mock('@/lib/api/upload', () => ({ uploadFile: vi.fn() }));

/** The pad as laid out on a 360 px phone, and the PNG its canvas makes. */
const PAD = { width: 328, height: 590 };
const png = new Blob(['signature png'], { type: 'image/png' });
const SIGNATURE_URL = 'https://cdn.example-massage.cn/worker/apply/w_10024/signature-ct_2001.png';

/** Draws strokes as the applicant would: the pad's data, then its endStroke. */
function draw(...strokes: [number, number][][]) {
  pad.strokes = strokes.map((points) => ({ points: points.map(([x, y]) => ({ x, y })) }));
  pad.listeners.get('endStroke')?.();
}
/** A name of three characters, each 60 px, across the middle of the pad. */
const NAME: [number, number][][] = [0, 1, 2].map((i) => {
  const x = 30 + i * 70;
  return [
    [x, 240],
    [x + 60, 240],
    [x, 270],
    [x + 60, 270],
    [x + 30, 240],
    [x + 30, 300],
  ];
});

applicantSession();
beforeEach(() => {
  pad.strokes = [];
  vi.mocked(uploadFile).mockReset();
  vi.mocked(uploadFile).mockResolvedValue({ url: SIGNATURE_URL, name: 'signature-ct_2001.png', size: 2048 });
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({ ...PAD, x: 16, y: 100, left: 16, top: 100, right: 344, bottom: 690, toJSON: () => ({}) });
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => callback(png));
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:signature-1'), revokeObjectURL: vi.fn() }));
});

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const open = (id = 'ct_2001') => {
  const path = `/pages/apply/signature?id=${id}`;
  return renderScreen(<SignatureScreen />, { path, route: '/pages/apply/signature', signedIn: true });
};
const sent = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.operationId === 'signApplyContract');

describe('Signature', () => {
  it('offers the pad for a filled contract: preview, undo and clear follow the strokes', async () => {
    stubApi({ getApplyContract: { body: contractExample('getApplyContract') } });
    open();
    expect(await screen.findByRole('img', { name: '签名区域' })).toBeInTheDocument();
    expect(screen.getByText(/签署《技师服务合作协议》/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '预览签名' })).toBeDisabled();
    draw(...NAME.slice(0, 2));
    expect(await screen.findByRole('button', { name: '预览签名' })).toBeEnabled();
    await user().click(screen.getByRole('button', { name: '撤销一笔' }));
    expect(pad.strokes).toHaveLength(1);
    await user().click(screen.getByRole('button', { name: '清除' }));
    expect(pad.strokes).toHaveLength(0);
    expect(screen.getByRole('button', { name: '预览签名' })).toBeDisabled();
  });

  it('refuses a dot with why, sends nothing and shows no preview; the next stroke clears the message', async () => {
    const calls = stubApi({ getApplyContract: { body: contractExample('getApplyContract') }, signApplyContract: { body: contractExample('signApplyContract') } });
    open();
    await screen.findByRole('img', { name: '签名区域' });
    draw([
      [100, 200],
      [101, 201],
    ]);
    await user().click(await screen.findByRole('button', { name: '预览签名' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('签名太小，请在框内写下完整姓名');
    expect(screen.queryByRole('img', { name: '签名预览' })).toBeNull();
    expect(uploadFile).not.toHaveBeenCalled();
    expect(sent(calls)).toHaveLength(0);
    draw(...NAME);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('refuses one straight line across the pad: too few strokes for a name', async () => {
    const calls = stubApi({ getApplyContract: { body: contractExample('getApplyContract') }, signApplyContract: { body: contractExample('signApplyContract') } });
    open();
    await screen.findByRole('img', { name: '签名区域' });
    draw([
      [20, 100],
      [300, 400],
    ]);
    await user().click(await screen.findByRole('button', { name: '预览签名' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('签名笔画太少，请在框内写下完整姓名');
    expect(uploadFile).not.toHaveBeenCalled();
    expect(sent(calls)).toHaveLength(0);
  });

  it('previews a signature as the PNG to be sent; 确认提交 tapped twice uploads that PNG and signs once, with a key', async () => {
    const calls = stubApi({ getApplyContract: { body: contractExample('getApplyContract') }, signApplyContract: { body: contractExample('signApplyContract') } });
    const { router } = open();
    await screen.findByRole('img', { name: '签名区域' });
    draw(...NAME);
    await user().click(await screen.findByRole('button', { name: '预览签名' }));

    const preview = await screen.findByRole('img', { name: '签名预览' });
    expect(preview).toHaveAttribute('src', 'blob:signature-1');
    expect(URL.createObjectURL).toHaveBeenCalledWith(png);
    expect(screen.getByText(/请确认签名清晰完整/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '签名区域' })).toBeNull();
    // Seen, not sent.
    expect(uploadFile).not.toHaveBeenCalled();
    expect(sent(calls)).toHaveLength(0);

    const submit = screen.getByRole('button', { name: '确认提交' });
    await user().dblClick(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/apply/process'));
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(vi.mocked(uploadFile).mock.calls[0][0]).toMatchObject({ file: png, suffix: 'png', fileName: 'signature-ct_2001.png' });
    expect(sent(calls)).toHaveLength(1);
    expect(sent(calls)[0].body).toEqual({ id: 'ct_2001', signature: SIGNATURE_URL });
    expect(new Headers(sent(calls)[0].init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a failed signing again with the same picture and key', async () => {
    const signing = failingFirst(contractExample('signApplyContract'));
    const calls = stubApi({ getApplyContract: { body: contractExample('getApplyContract') }, signApplyContract: signing.answer });
    const { router } = open();
    await screen.findByRole('img', { name: '签名区域' });
    draw(...NAME);
    await user().click(await screen.findByRole('button', { name: '预览签名' }));
    await user().click(await screen.findByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    // Still the preview: the applicant sends it again.
    expect(await screen.findByRole('button', { name: '确认提交' })).toBeEnabled();
    signing.recover();
    await user().click(screen.getByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/apply/process'));
    expect(uploadFile).toHaveBeenCalledTimes(1);
    const keys = sent(calls).map((c) => new Headers(c.init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('重新签名 goes back to an empty pad and sends nothing', async () => {
    const calls = stubApi({ getApplyContract: { body: contractExample('getApplyContract') }, signApplyContract: { body: contractExample('signApplyContract') } });
    open();
    await screen.findByRole('img', { name: '签名区域' });
    draw(...NAME);
    await user().click(await screen.findByRole('button', { name: '预览签名' }));
    await user().click(await screen.findByRole('button', { name: '重新签名' }));
    expect(await screen.findByRole('img', { name: '签名区域' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '签名预览' })).toBeNull();
    expect(pad.strokes).toHaveLength(0);
    expect(screen.getByRole('button', { name: '预览签名' })).toBeDisabled();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:signature-1');
    expect(uploadFile).not.toHaveBeenCalled();
    expect(sent(calls)).toHaveLength(0);
  });

  it('sends to the form a contract not filled yet', async () => {
    stubApi({ getApplyContract: { body: contractExample('getApplyContract', 'unsigned') } });
    open('ct_2002');
    expect(await screen.findByText('请先填写合同信息再签署')).toBeInTheDocument();
  });

  it('says what went wrong, with a retry, and that a signed contract is signed', async () => {
    const contract = failingFirst(contractExample('getApplyContract', 'signed'));
    stubApi({ getApplyContract: contract.answer });
    open();
    const retry = await screen.findByRole('button', { name: '重试' });
    contract.recover();
    await user().click(retry);
    expect(await screen.findByText('该合同已签署')).toBeInTheDocument();
  });
});
