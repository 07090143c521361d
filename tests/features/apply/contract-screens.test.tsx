// The contract pages: the list, one contract, its form (the server's fields), each with its
// content, its empty state and what went wrong.
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContractDetailScreen } from '@/features/apply/screens/contract-detail-screen';
import { ContractFormScreen } from '@/features/apply/screens/contract-form-screen';
import { ContractListScreen } from '@/features/apply/screens/contract-list-screen';
import { ShowPdfScreen } from '@/features/apply/screens/show-pdf-screen';
import { readDraft } from '@/features/apply/utils/draft-store';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { applicantSession, failingFirst } from './support';

// pdf.js draws nothing in happy-dom: the viewer's own tests cover it; here it only names its document.
vi.mock('@/components/pdf-viewer', () => ({
  PdfViewer: ({ labels }: { labels: { document: string } }) => <p>{labels.document}</p>,
}));
applicantSession();
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const at = (element: React.ReactElement, path: string) => renderScreen(element, { path, route: path.split('?')[0], signedIn: true });

describe('Contract list', () => {
  it('lists the contracts with their state and opens one', async () => {
    stubApi({ listApplyContracts: { body: contractExample('listApplyContracts') } });
    const { router } = at(<ContractListScreen />, '/pages/apply/contract-list');
    const first = await screen.findByRole('link', { name: /技师服务合作协议/ });
    expect(first).toHaveTextContent('待签署');
    expect(first).toHaveTextContent('必签');
    expect(screen.getByRole('link', { name: /意外伤害保险自愿投保确认书/ })).toHaveTextContent('选签');
    await user().click(first);
    expect(router.state.location.pathname + router.state.location.search).toBe('/pages/apply/contract-detail?id=ct_2001');
  });

  it('says when there is nothing to sign', async () => {
    stubApi({ listApplyContracts: { body: contractExample('listApplyContracts', 'empty') } });
    at(<ContractListScreen />, '/pages/apply/contract-list');
    expect(await screen.findByText('暂无需要签署的合同')).toBeInTheDocument();
  });

  it('says what went wrong, with a retry', async () => {
    const list = failingFirst(contractExample('listApplyContracts'));
    stubApi({ listApplyContracts: list.answer });
    at(<ContractListScreen />, '/pages/apply/contract-list');
    const retry = await screen.findByRole('button', { name: '重试' });
    list.recover();
    await user().click(retry);
    expect(await screen.findByRole('link', { name: /保密协议/ })).toBeInTheDocument();
  });
});

describe('Contract detail', () => {
  it('shows the contract with its values under the form\'s labels, and offers the PDF and signing', async () => {
    const calls = stubApi({
      getApplyContract: { body: contractExample('getApplyContract') },
      getApplyContractFormFields: { body: contractExample('getApplyContractFormFields') },
    });
    at(<ContractDetailScreen />, '/pages/apply/contract-detail?id=ct_2001');
    expect(await screen.findByRole('heading', { name: '技师服务合作协议' })).toBeInTheDocument();
    expect(await screen.findByText('合作方式')).toBeInTheDocument();
    expect(screen.getByText('全职')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '预览合同' })).toHaveAttribute('href', '/pages/apply/show-pdf?id=ct_2001');
    expect(screen.getByRole('link', { name: '签署合同' })).toHaveAttribute('href', '/pages/apply/signature?id=ct_2001');
    expect(calls[0].url.searchParams.get('id')).toBe('ct_2001');
  });

  it('waits for the form\'s labels before it shows the values, so nothing moves when they arrive', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    stubApi({
      getApplyContract: { body: contractExample('getApplyContract') },
      getApplyContractFormFields: async () => {
        await held;
        return { body: contractExample('getApplyContractFormFields') };
      },
    });
    at(<ContractDetailScreen />, '/pages/apply/contract-detail?id=ct_2001');
    expect(await screen.findByRole('status')).toHaveAttribute('aria-busy', 'true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: '技师服务合作协议' })).toBeNull();
    release();
    expect(await screen.findByRole('heading', { name: '技师服务合作协议' })).toBeInTheDocument();
    expect(screen.getByText('合作方式')).toBeInTheDocument();
  });

  it('offers no signing before the form is filled, nor after signing', async () => {
    stubApi({
      getApplyContract: { body: contractExample('getApplyContract', 'unsigned') },
      getApplyContractFormFields: { body: contractExample('getApplyContractFormFields', 'confidentiality') },
    });
    at(<ContractDetailScreen />, '/pages/apply/contract-detail?id=ct_2002');
    expect(await screen.findByRole('link', { name: '填写合同信息' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '签署合同' })).toBeNull();
  });

  it('says which contract is missing, and what went wrong for an unknown one', async () => {
    at(<ContractDetailScreen />, '/pages/apply/contract-detail');
    expect(await screen.findByText('未指定合同')).toBeInTheDocument();
  });

  it('shows the server\'s "no such contract" with a retry', async () => {
    stubApi({
      getApplyContract: { status: 400, body: contractExample('getApplyContract', 'notFound', '400') },
      getApplyContractFormFields: { status: 400, body: contractExample('getApplyContractFormFields', 'notFound', '400') },
    });
    at(<ContractDetailScreen />, '/pages/apply/contract-detail?id=ct_9999');
    expect(await screen.findByText('合同不存在或已失效')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('Contract form', () => {
  it('renders the server\'s fields, keeps a draft, and sends only the fields the applicant fills', async () => {
    const calls = stubApi({
      getApplyContract: { body: contractExample('getApplyContract', 'unsigned') },
      getApplyContractFormFields: { body: contractExample('getApplyContractFormFields', 'confidentiality') },
      saveApplyContractForm: { body: contractExample('saveApplyContractForm') },
      listApplyContracts: { body: contractExample('listApplyContracts') },
      getApplyProcess: { body: contractExample('getApplyProcess') },
    });
    at(<ContractFormScreen />, '/pages/apply/contract-form?id=ct_2002');
    const place = await screen.findByLabelText(/签署地点/, undefined, { timeout: 5000 });
    expect(screen.getByLabelText(/乙方姓名/)).toHaveValue('李秀梅');
    await user().type(place, '上海市徐汇区');
    expect(readDraft('contract:ct_2002')).toMatchObject({ signPlace: '上海市徐汇区' });
    await user().click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.operationId === 'saveApplyContractForm')).toBe(true));
    expect(calls.find((c) => c.operationId === 'saveApplyContractForm')?.body).toEqual({ id: 'ct_2002', values: { signPlace: '上海市徐汇区' } });
    await waitFor(() => expect(readDraft('contract:ct_2002')).toBeNull());
  });

  it('says when the contract asks for nothing', async () => {
    const fields = contractExample<{ data: { fields: unknown[] } }>('getApplyContractFormFields');
    fields.data.fields = [];
    stubApi({ getApplyContract: { body: contractExample('getApplyContract') }, getApplyContractFormFields: { body: fields } });
    at(<ContractFormScreen />, '/pages/apply/contract-form?id=ct_2001');
    expect(await screen.findByText('该合同无需填写信息')).toBeInTheDocument();
  });

  it('says what went wrong, with a retry', async () => {
    const fields = failingFirst(contractExample('getApplyContractFormFields'));
    stubApi({ getApplyContract: { body: contractExample('getApplyContract') }, getApplyContractFormFields: fields.answer });
    at(<ContractFormScreen />, '/pages/apply/contract-form?id=ct_2001');
    const retry = await screen.findByRole('button', { name: '重试' });
    fields.recover();
    await user().click(retry);
    expect(await screen.findByLabelText(/通讯地址/, undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('Contract form saved (issue 29: a new phone number, and the old one still shown)', () => {
  type Contract = { data: { formValues: Record<string, string> } };

  it('shows the saved values at once in the contract and in the form opened again, and fetches the PDF preview anew', async () => {
    // The app's freshness (src/app/providers.tsx): an answer is fresh for 30 s.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } } });
    const contract = contractExample<Contract>('getApplyContract');
    // The server after the save is slow (a basement): its new answer has not come yet.
    let saved = false;
    const calls = stubApi({
      getApplyContract: () => (saved ? new Promise(() => undefined) : { body: contract }),
      getApplyContractFormFields: { body: contractExample('getApplyContractFormFields') },
      saveApplyContractForm: () => {
        saved = true;
        return { body: contractExample('saveApplyContractForm') };
      },
      listApplyContracts: { body: contractExample('listApplyContracts') },
      getApplyProcess: { body: contractExample('getApplyProcess') },
    });
    const stubbed = globalThis.fetch;
    let pdfs = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }));
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (!String(input).includes('/v1/apply/contract/pdf')) return stubbed(input, init);
      pdfs += 1;
      return new Response('%PDF-1.4 contract', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    });
    const open = (element: React.ReactElement, path: string) => renderScreen(element, { path, route: path.split('?')[0], signedIn: true, queryClient });

    // The preview read once, before the change.
    const preview = open(<ShowPdfScreen />, '/pages/apply/show-pdf?id=ct_2001');
    expect(await screen.findByText('合同 PDF', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(pdfs).toBe(1);
    preview.unmount();

    const form = open(<ContractFormScreen />, '/pages/apply/contract-form?id=ct_2001');
    const mobile = await screen.findByLabelText(/联系电话/, undefined, { timeout: 5000 });
    expect(mobile).toHaveValue('13812345678');
    await user().clear(mobile);
    await user().type(mobile, '13900001111');
    await user().click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(form.router.state.location.pathname).toBe('/pages/apply/contract-detail'));
    expect(calls.find((c) => c.operationId === 'saveApplyContractForm')?.body).toMatchObject({ id: 'ct_2001', values: { mobile: '13900001111' } });
    form.unmount();

    // The contract shows the new number, not the old one, while the server's new answer is on its way.
    const detail = open(<ContractDetailScreen />, '/pages/apply/contract-detail?id=ct_2001');
    expect(await screen.findByText('13900001111')).toBeInTheDocument();
    expect(screen.queryByText('13812345678')).toBeNull();
    detail.unmount();

    // The form opened again starts from the saved number (its draft was cleared by the save).
    const again = open(<ContractFormScreen />, '/pages/apply/contract-form?id=ct_2001');
    expect(await screen.findByLabelText(/联系电话/, undefined, { timeout: 5000 })).toHaveValue('13900001111');
    again.unmount();

    // The preview, the server's document made from the values, is fetched again.
    open(<ShowPdfScreen />, '/pages/apply/show-pdf?id=ct_2001');
    expect(await screen.findByText('合同 PDF')).toBeInTheDocument();
    await waitFor(() => expect(pdfs).toBe(2));
  }, 20_000);
});
