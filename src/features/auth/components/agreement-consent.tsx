// The consent checkbox with links to the agreements it names; a Form.Item control (checked/onChange).
import { Checkbox } from 'antd-mobile';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { AgreementType } from '../api/use-agreement';

type Props = { types: AgreementType[]; checked?: boolean; onChange?: (checked: boolean) => void };

export function AgreementConsent({ types, checked = false, onChange }: Props) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-consent">
      <Checkbox checked={checked} onChange={(value) => onChange?.(value)}>
        {t('consent.prefix')}
      </Checkbox>
      {types.map((type, i) => (
        <Fragment key={type}>
          {i > 0 && <span>{i === types.length - 1 ? t('consent.and') : t('consent.separator')}</span>}
          <Link className="auth-consent__link" to={`${paths.agreement}?type=${type}`}>
            {t(`consent.names.${type}`)}
          </Link>
        </Fragment>
      ))}
    </div>
  );
}
