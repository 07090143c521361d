// antd-mobile's own texts come from the catalogues (through the stand-in for its default locale),
// in the worker's language, in what a screen renders and what it shows imperatively; and the
// catalogues cover every text antd-mobile has.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Dialog, ErrorBlock, InfiniteScroll, Input, Popup, Selector } from 'antd-mobile';
import { base } from 'antd-mobile/es/locales/base';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { languages, setLanguage } from '@/lib/i18n/i18n';
import { libraryLocale } from '@/lib/shims/antd-locale';
import { confirmDialog } from '@/lib/ui/feedback';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

afterEach(async () => {
  cleanup();
  Dialog.clear();
  document.body.innerHTML = '';
  await setLanguage('zh-Hans');
});

/** antd-mobile's pieces in a screen, which renders again when the language changes. */
function Pieces() {
  useTranslation();
  return (
    <>
      <Selector options={[{ label: 'A', value: 'a' }]} />
      <Input clearable onlyShowClearWhenFocus={false} defaultValue="138" />
      <ErrorBlock status="empty" />
      <InfiniteScroll hasMore={false} loadMore={async () => {}} />
      <Popup visible onMaskClick={() => {}}>
        <p>sheet</p>
      </Popup>
    </>
  );
}

describe("antd-mobile's texts", () => {
  it('are the catalogue texts in English, none of its built-in Chinese', async () => {
    await setLanguage('en');
    render(
      <Providers>
        <Pieces />
      </Providers>,
    );
    expect(screen.getByRole('listbox', { name: 'Options' })).toBeInTheDocument();
    // The clear control is a bare div: named, but without a role.
    expect(screen.getByLabelText('Clear')).toHaveClass('adm-input-clear');
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.getByText('No more')).toBeInTheDocument();
    expect(document.querySelector('.adm-mask-aria-button')).toHaveAttribute('aria-label', 'Close');
    expect(document.body.innerHTML).not.toMatch(/选择组|清除|没有找到|没有更多|背景蒙层/);

    // A dialog shows itself outside the tree, with antd-mobile's default config.
    void confirmDialog({ content: 'Sign out of this phone?' });
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of this phone?' });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'OK']);
  });

  it('follow a language switch while the screen is shown', async () => {
    await setLanguage('en');
    render(
      <Providers>
        <Pieces />
      </Providers>,
    );
    await act(() => setLanguage('zh-Hant'));
    expect(screen.getByRole('listbox', { name: '選項' })).toBeInTheDocument();
    expect(screen.getByText('沒有更多了')).toBeInTheDocument();
  });

  it.each(languages)('cover every text antd-mobile has, in %s', async (lng) => {
    await setLanguage(lng);
    const locale = libraryLocale();
    expect(keys(locale).sort()).toEqual(keys(base).sort());
    expect(locale.locale).toBe(lng);
    expect(locale.Calendar.markItems).toHaveLength(7);
  });
});
