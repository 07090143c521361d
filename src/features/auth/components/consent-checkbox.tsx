// The consent checkbox with links to the agreements it names, as a native checkbox: a control of the
// sign-in and register forms (lib/forms/use-form.ts gives it checked/onChange and its error).
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { AgreementType } from '@/features/auth/api/use-agreement';

type Props = { types: AgreementType[]; checked?: boolean; onChange?: (checked: boolean) => void; invalid?: boolean; describedBy?: string };

export function ConsentCheckbox({ types, checked = false, onChange, invalid, describedBy }: Props) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-consent">
      <label className="auth-consent__check">
        <input type="checkbox" checked={checked} onChange={(e) => onChange?.(e.target.checked)} aria-invalid={invalid || undefined} aria-describedby={describedBy} />
        <span>{t('consent.prefix')}</span>
      </label>
      {types.map((type, i) => (
        <Fragment key={type}>
          {i > 0 && i === types.length - 1 && <span>{t('consent.and')}</span>}
          {/* The separator hugs its name: the row's gap put English's comma a space away from it. */}
          <span className="auth-consent__name">
            <Link className="auth-consent__link" to={`${paths.agreement}?type=${type}`}>
              {t(`consent.names.${type}`)}
            </Link>
            {i < types.length - 2 && t('consent.separator')}
          </span>
        </Fragment>
      ))}
    </div>
  );
}
