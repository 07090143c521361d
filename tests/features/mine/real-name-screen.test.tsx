// pages/user/real-name: the verification in each state (approved, under review, rejected with the
// reason, none), the form only where a new submission is allowed, the name and ID checked as the
// backend does before anything is sent; a failure.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { RealNameScreen } from '@/features/mine/screens/real-name-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { FAILED } from './support';

type Body = { data: { realName: string; idCardNo: string; rejectReason: string } };
const open = () => renderScreen(<RealNameScreen />, { path: paths.realName });

describe('Real-name verification', () => {
  it('shows an approved verification with the masked name and number, and no form', async () => {
    const data = contractExample<Body>('getWorkerRealNameApply', 'approved').data;
    stubApi({ getWorkerRealNameApply: { body: contractExample('getWorkerRealNameApply', 'approved') } });
    open();
    expect(await screen.findByRole('heading', { name: '已实名认证' })).toBeInTheDocument();
    expect(screen.getByText(data.realName)).toBeInTheDocument();
    expect(screen.getByText(data.idCardNo)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交认证' })).not.toBeInTheDocument();
  });

  it('shows a verification under review, and no form', async () => {
    stubApi({ getWorkerRealNameApply: { body: contractExample('getWorkerRealNameApply', 'pending') } });
    open();
    expect(await screen.findByRole('heading', { name: '审核中' })).toBeInTheDocument();
    expect(screen.getByText('资料已提交，预计1个工作日内完成审核。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交认证' })).not.toBeInTheDocument();
  });

  it('shows why a verification was rejected, with the form to submit again', async () => {
    const data = contractExample<Body>('getWorkerRealNameApply', 'rejected').data;
    stubApi({ getWorkerRealNameApply: { body: contractExample('getWorkerRealNameApply', 'rejected') } });
    open();
    expect(await screen.findByRole('heading', { name: '认证未通过' })).toBeInTheDocument();
    expect(screen.getByText(`未通过原因：${data.rejectReason}`)).toBeInTheDocument();
    // The form is a card named by its heading: a form landmark.
    const form = screen.getByRole('form', { name: '填写认证资料' });
    expect(form).toContainElement(screen.getByRole('button', { name: '提交认证' }));
  });

  it('with none yet, checks the name and the ID number before sending anything, and asks for the photos', async () => {
    const calls = stubApi({ getWorkerRealNameApply: { body: contractExample('getWorkerRealNameApply', 'none') } });
    open();
    expect(await screen.findByRole('heading', { name: '未实名认证' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(screen.getByText('请输入真实姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入身份证号')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('真实姓名'), '周晓燕');
    await userEvent.type(screen.getByLabelText('身份证号'), '330106199507120047');
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(screen.getByText('身份证号校验不通过，请核对')).toBeInTheDocument();
    expect(screen.getByLabelText('身份证号')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText('身份证号'));
    await userEvent.type(screen.getByLabelText('身份证号'), '330106780101001');
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(screen.getByText('不支持15位旧身份证，请使用18位身份证号')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('身份证号'));
    await userEvent.type(screen.getByLabelText('身份证号'), '330106199507120046');
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('请上传身份证正反面和手持身份证照片')).toBeInTheDocument();
    expect(screen.getByLabelText('真实姓名')).toHaveValue('周晓燕');
    expect(calls.map((c) => c.operationId)).toEqual(['getWorkerRealNameApply']);
  });

  it('says what went wrong, with a retry', async () => {
    stubApi({ getWorkerRealNameApply: FAILED });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('重试');
  });
});
