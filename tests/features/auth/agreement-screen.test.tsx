import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/config/paths';
import { AgreementScreen } from '../../../src/features/auth/screens/agreement-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';

afterEach(() => vi.unstubAllGlobals());

type Agreement = { data: { title: string; content: string } };

describe('Agreement page', () => {
  it('asks for the agreement in the link and shows its text without anything that could run', async () => {
    const body = contractExample<Agreement>('getAgreement', 'privacy');
    body.data.content += '<script>window.__hacked = 1</script><p><img src="x" onerror="window.__hacked = 1">尾注</p><a href="javascript:alert(1)">点我</a>';
    const calls = stubApi({ getAgreement: { body } });
    const { container } = renderScreen(<AgreementScreen />, { path: `${paths.agreement}?type=privacy`, route: paths.agreement });

    expect(await screen.findByRole('heading', { name: '悦享到家隐私政策' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '隐私政策', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '一、我们收集的信息' })).toBeInTheDocument();
    expect(screen.getByText('尾注')).toBeInTheDocument();
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(screen.getByText('点我')).not.toHaveAttribute('href');
    expect(calls[0].url.searchParams.get('type')).toBe('privacy');
  });

  it('says so for an unknown agreement type and asks nothing', () => {
    const calls = stubApi({});
    renderScreen(<AgreementScreen />, { path: `${paths.agreement}?type=secret`, route: paths.agreement });
    expect(screen.getByText('未找到该协议')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
