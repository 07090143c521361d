// The page the entry shows when the app's code did not arrive: the worker's language, a retry.
// vitest: isolate (the entry's failure page reads the language from a fresh start)
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showStartFailed } from '@/app/start-failed';
import { storedKeys } from '@/lib/storage/storage';

describe('showStartFailed', () => {
  afterEach(() => {
    localStorage.clear();
    document.body.replaceChildren();
  });

  const rootWithLogo = () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="app-splash"></div>';
    document.body.append(root);
    return root;
  };

  it('replaces the logo with what happened, in the default language, and retries on the button', async () => {
    const onRetry = vi.fn();
    const root = rootWithLogo();
    showStartFailed(root, onRetry);
    expect(root.querySelector('.app-splash')).toBeNull();
    expect(screen.getByRole('alert')).toHaveAccessibleName('没能打开工作台');
    expect(screen.getByText('网络不稳定，应用还没有下载完整。请检查网络后重试。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('tries again by itself when the network comes back', () => {
    const onRetry = vi.fn();
    showStartFailed(rootWithLogo(), onRetry);
    window.dispatchEvent(new Event('online'));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks the language the worker chose', () => {
    localStorage.setItem(storedKeys.language.name, 'en');
    showStartFailed(rootWithLogo());
    expect(screen.getByRole('heading', { name: 'The app did not open' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
