// The contract PDF and the invite letter: content, empty and error states (the signature's:
// signature-screen.test.tsx; the real-name step's: real-name-screen.test.tsx). The letter only once
// the application is approved; before, what is left.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InviteInformScreen } from '@/features/apply/screens/invite-inform-screen';
import { ShowPdfScreen } from '@/features/apply/screens/show-pdf-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { applicantSession, failingFirst } from './support';

// pdf.js draws nothing in happy-dom: the viewer's own tests cover it; here it only names its document.
vi.mock('@/components/pdf-viewer', () => ({
  PdfViewer: ({ url, labels }: { url: string; labels: { document: string } }) => <p data-url={url}>{labels.document}</p>,
}));
applicantSession();
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const at = (element: React.ReactElement, path: string) => renderScreen(element, { path, route: path.split('?')[0], signedIn: true });

describe('Contract PDF', () => {
  it('fetches the contract\'s PDF for the id asked and shows it', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf-1', revokeObjectURL: () => undefined }));
    const fetchMock = vi.fn(async () => new Response('%PDF-1.4 contract', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    vi.stubGlobal('fetch', fetchMock);
    at(<ShowPdfScreen />, '/pages/apply/show-pdf?id=ct_2001');
    expect(await screen.findByText('合同 PDF')).toHaveAttribute('data-url', 'blob:pdf-1');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/v1/apply/contract/pdf?id=ct_2001');
  });

  it('says which contract is missing, and what went wrong', async () => {
    stubApi({ getApplyContractPdf: { status: 400, body: contractExample('getApplyContractPdf', 'notFound', '400') } });
    at(<ShowPdfScreen />, '/pages/apply/show-pdf?id=ct_9999');
    expect(await screen.findByText('合同不存在或已失效')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('Invite letter', () => {
  // The process and the verification as an approved application has them.
  const approved = {
    getApplyProcess: { body: contractExample('getApplyProcess', 'approved') },
    getWorkerRealNameApply: { body: contractExample('getWorkerRealNameApply', 'approved') },
  };

  it('shows the letter once the application is approved', async () => {
    stubApi({ ...approved, getApplyInviteLetter: { body: contractExample('getApplyInviteLetter') } });
    at(<InviteInformScreen />, '/pages/apply/invite-inform');
    expect(await screen.findByRole('heading', { name: '入驻邀请函' })).toBeInTheDocument();
    expect(screen.getByText('编号：YXDJ-SH-20261125-0183')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '13761825530' })).toHaveAttribute('href', 'tel:13761825530');
  });

  it('says it comes after the review', async () => {
    stubApi({ ...approved, getApplyInviteLetter: { body: contractExample('getApplyInviteLetter', 'notYet') } });
    at(<InviteInformScreen />, '/pages/apply/invite-inform');
    expect(await screen.findByText('审核通过后将在这里发放邀请函')).toBeInTheDocument();
  });

  it('before the approval shows no letter, even one the server sends, but the steps left, each opening its page (issue 29)', async () => {
    stubApi({
      getApplyProcess: { body: contractExample('getApplyProcess') },
      getWorkerRealNameApply: { body: contractExample('getWorkerRealNameApply', 'none') },
      getApplyInviteLetter: { body: contractExample('getApplyInviteLetter') },
    });
    const { router } = at(<InviteInformScreen />, '/pages/apply/invite-inform');
    const left = await screen.findByRole('list', { name: '待完成的步骤' });
    expect(screen.queryByRole('heading', { name: '入驻邀请函' })).toBeNull();
    expect(screen.queryByText(/经审核，您已通过/)).toBeNull();
    expect(screen.getByText('完成以下步骤并通过审核后，将在这里发放邀请函')).toBeInTheDocument();
    expect(within(left).getAllByRole('link').map((l) => l.textContent)).toEqual([
      expect.stringContaining('基本信息'),
      expect.stringContaining('证件照片'),
      expect.stringContaining('实名认证'),
      expect.stringContaining('签署合同'),
    ]);
    await user().click(within(left).getByRole('link', { name: /证件照片/ }));
    expect(router.state.location.pathname).toBe('/pages/apply/image');
  });

  it('with every step done, asks for the submission; once submitted, says the review comes first', async () => {
    stubApi({
      getApplyProcess: { body: contractExample('getApplyProcess', 'readyToSubmit') },
      getWorkerRealNameApply: { body: contractExample('getWorkerRealNameApply', 'approved') },
      getApplyInviteLetter: { body: contractExample('getApplyInviteLetter') },
    });
    const first = at(<InviteInformScreen />, '/pages/apply/invite-inform');
    expect(await screen.findByText('资料已齐全，提交审核并通过后将在这里发放邀请函')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去提交审核' })).toHaveAttribute('href', '/pages/apply/process');
    expect(screen.queryByRole('heading', { name: '入驻邀请函' })).toBeNull();
    first.unmount();

    stubApi({
      getApplyProcess: { body: contractExample('getApplyProcess', 'pending') },
      getWorkerRealNameApply: { body: contractExample('getWorkerRealNameApply', 'approved') },
      getApplyInviteLetter: { body: contractExample('getApplyInviteLetter') },
    });
    at(<InviteInformScreen />, '/pages/apply/invite-inform');
    expect(await screen.findByText('资料审核中，审核通过后将在这里发放邀请函')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '入驻邀请函' })).toBeNull();
  });

  it('says what went wrong, with a retry', async () => {
    const letter = failingFirst(contractExample('getApplyInviteLetter'));
    stubApi({ ...approved, getApplyInviteLetter: letter.answer });
    at(<InviteInformScreen />, '/pages/apply/invite-inform');
    const retry = await screen.findByRole('button', { name: '重试' });
    letter.recover();
    await user().click(retry);
    expect(await screen.findByRole('heading', { name: '入驻邀请函' })).toBeInTheDocument();
  });
});
