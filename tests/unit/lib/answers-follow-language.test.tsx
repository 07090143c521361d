// After a language switch the answers on screen are asked again, in the new language (the server's
// own texts: rules, Home's labels, messages); the start's own language sets nothing off.
import { render } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '@/app/providers';
import { i18n, setLanguage } from '@/lib/i18n/i18n';

describe('answers follow the language', () => {
  it('asks every answer again after a switch, and nothing at start or for the same language', async () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(
      <Providers queryClient={client}>
        <p>app</p>
      </Providers>,
    );
    expect(invalidate).not.toHaveBeenCalled();
    await act(() => i18n.changeLanguage(i18n.language));
    expect(invalidate).not.toHaveBeenCalled();
    await act(() => setLanguage('en'));
    expect(invalidate).toHaveBeenCalledTimes(1);
    await act(() => setLanguage('zh-Hans'));
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
