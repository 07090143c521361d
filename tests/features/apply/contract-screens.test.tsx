// The contract pages: the list, one contract, its form (the server's fields), each with its
// content, its empty state and what went wrong.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContractDetailScreen } from '@/features/apply/screens/contract-detail-screen';
import { ContractFormScreen } from '@/features/apply/screens/contract-form-screen';
import { ContractListScreen } from '@/features/apply/screens/contract-list-screen';
import { readDraft } from '@/features/apply/utils/draft-store';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { applicantSession, failingFirst } from './support';

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
