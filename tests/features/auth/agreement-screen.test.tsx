import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { AgreementScreen } from '@/features/auth/screens/agreement-screen';
import { setLanguage } from '@/lib/i18n/i18n';
import { contractExample } from '../../support/contract';
import { pullInEnglish } from '../../support/pull';
import { renderScreen, stubApi } from '../../support/render';

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('zh-Hans');
});

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

  it('in English, a pull says what it does in English, with none of the widget library\'s built-in Chinese', async () => {
    await setLanguage('en');
    const calls = stubApi({ getAgreement: { body: contractExample('getAgreement', 'privacy') } });
    renderScreen(<AgreementScreen />, { path: `${paths.agreement}?type=privacy`, route: paths.agreement });
    // The agreement itself is the server's, in Chinese; the screen around it is in English.
    const title = await screen.findByRole('heading', { name: '悦享到家隐私政策' });
    expect(screen.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/下拉刷新|释放立即刷新/);
    pullInEnglish(title);
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('says so for an unknown agreement type and asks nothing', () => {
    const calls = stubApi({});
    renderScreen(<AgreementScreen />, { path: `${paths.agreement}?type=secret`, route: paths.agreement });
    expect(screen.getByText('未找到该协议')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
