// pages/user/invite-code (not a spec path: docs/decisions.md): the worker's own invite code (the
// user info's my_invite_code; the server makes one when there is none), to copy, and the invite link
// (Home with ?inviteCode=, which a new worker's app keeps and sends after launch) to share.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { useMyInviteCode } from '@/features/rewards/api/use-rewards';
import '@/features/rewards/rewards.css';
import { inviteLink } from '@/features/rewards/utils/invite-link';
import { ShareActions } from '@/features/rewards/components/share-actions';

export function InviteCodeScreen() {
  const { t } = useTranslation('rewards');
  const invite = useMyInviteCode();

  // The code and the merchant's share card; without a code (none made) the error says the copy failed.
  const ready = invite.code && invite.info.data ? { code: invite.code, merchant: invite.info.data.merchantInfo } : undefined;
  const body = (
    <QueryState query={{ isPending: invite.isPending, isError: invite.isError, error: invite.error ?? t('share.copyFailed'), data: ready, refetch: invite.refetch }} lines={4}>
      {({ code, merchant }) => {
        const link = inviteLink(merchant.h5, code);
        return (
          <Card titleId="invite-label">
            <h2 id="invite-label" className="rewards-summary__label">
              {t('invite.label')}
            </h2>
            <p className="rewards-code">{code}</p>
            <p className="rewards-summary__hint">{t('invite.hint')}</p>
            <ShareActions
              page={paths.home}
              card={{ title: merchant.share.title, url: link, image: merchant.share.image }}
              copies={[{ label: t('invite.copy'), text: code }]}
              shareLabel={t('invite.share')}
            />
          </Card>
        );
      }}
    </QueryState>
  );
  return (
    <StackPage title={t('invite.title')} className="rewards" backTo={paths.mine}>
      {body}
      {/* With the content, not before it: a link under the loading block would move as it goes. */}
      {!invite.isPending && (
        <Link to={paths.salesman} className="rewards-link">
          {t('invite.salesman')} ›
        </Link>
      )}
    </StackPage>
  );
}
