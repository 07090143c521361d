// pages/apply/simple: the basic information form, its local draft, a refused save keeping the form.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimpleScreen } from '@/features/apply/screens/simple-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('uni_id_token', 'test-token');
  localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
});
afterEach(() => vi.unstubAllGlobals());

const show = () => renderScreen(<SimpleScreen />, { path: '/pages/apply/simple', signedIn: true });

describe('Basic information', () => {
  it('shows the saved draft in the form', async () => {
    stubApi({ getApplyBasicInfo: { body: contractExample('getApplyBasicInfo') } });
    show();
    expect(await screen.findByRole('heading', { name: '基本信息' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/真实姓名/)).toHaveValue('李秀梅');
  });
});
