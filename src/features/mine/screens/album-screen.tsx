// pages/user/album: the photos customers see on the worker's page, in the worker's order, each with
// its review state (a rejected one says why). Photos are added (uploaded with progress, then added
// in one call, up to 30 in all), removed after a confirmation, and moved earlier or later; a new
// order is saved with one call.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { PullRefresh } from '@/components/pull-refresh';
import { EmptyState, QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { ALBUM_MAX, useAddToAlbum, useAlbum, useDeleteFromAlbum, useSortAlbum, type WorkerAlbumPhoto } from '@/features/mine/api/use-album';
import { PhotoField } from '@/components/photo-field';
import '@/features/mine/profile-pages.css';
import { usePhotoUploads } from '@/lib/media/use-photo-uploads';
import { confirmDialog, sendStep, showToast } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';

/** At most 9 photos in one add call (the contract). */
const ADD_MAX = 9;

const moved = (ids: string[], index: number, by: -1 | 1) => {
  const next = [...ids];
  [next[index], next[index + by]] = [next[index + by], next[index]];
  return next;
};

function AddPhotos({ room }: { room: number }) {
  const { t } = useTranslation('mine-pages');
  const uploads = usePhotoUploads({ folder: 'worker/album' });
  const add = useAddToAlbum();
  const submission = useOneAtATime();
  const submit = () => {
    if (uploads.uploading || uploads.failed) {
      void showToast(t(uploads.uploading ? 'album.waitUploads' : 'album.failedUploads'));
      return;
    }
    void submission.run(async () => {
      const sent = await sendStep(add.mutateAsync({ data: { urls: uploads.urls } }), t('album.added'));
      if (sent) uploads.clear();
      return false;
    });
  };
  if (room <= 0 && uploads.items.length === 0) return <p className="profile-row__meta">{t('album.full', { n: ALBUM_MAX })}</p>;
  return (
    <Card className="profile-form" titleId="album-add-title" title={t('album.addTitle')}>
      <PhotoField id="album-new" photos={uploads} label={t('album.newPhotos')} max={Math.min(ADD_MAX, room)} disabled={submission.running} />
      {uploads.items.length > 0 && (
        <Button block color="primary" onClick={submit} loading={submission.running} disabled={submission.running}>
          {t('album.addButton', { n: uploads.items.length })}
        </Button>
      )}
    </Card>
  );
}

function PhotoRow({
  photo,
  index,
  count,
  onMove,
  onDelete,
  busy,
}: {
  photo: WorkerAlbumPhoto;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('mine-pages');
  const name = t('album.photoName', { index: index + 1 });
  return (
    <div className="album-row">
      <img className="album-row__img" src={photo.thumbUrl} alt={name} width={88} height={88} loading="lazy" />
      <div className="album-row__main">
        <p className="profile-row__title">
          {name}
          <span className={`profile-badge profile-badge--${photo.status}`}>{t(`album.status.${photo.status}`)}</span>
        </p>
        {photo.status === 'rejected' && photo.rejectReason && <p className="profile-field__error">{photo.rejectReason}</p>}
        <div className="profile-row__actions">
          <button type="button" className="profile-icon-button" onClick={() => onMove(-1)} disabled={busy || index === 0} aria-label={t('album.moveUp', { name })}>
            ↑
          </button>
          <button type="button" className="profile-icon-button" onClick={() => onMove(1)} disabled={busy || index === count - 1} aria-label={t('album.moveDown', { name })}>
            ↓
          </button>
          <button type="button" className="profile-link-button profile-link-button--danger" onClick={onDelete} disabled={busy}>
            {t('album.delete')}
            <span className="visually-hidden"> {name}</span>
          </button>
        </div>
      </div>
    </div>
  );
}

export function AlbumScreen() {
  const { t } = useTranslation('mine-pages');
  const album = useAlbum();
  const sort = useSortAlbum();
  const remove = useDeleteFromAlbum();
  const action = useOneAtATime();
  // A new order the worker is arranging; null while it is the album's own.
  const [order, setOrder] = useState<string[] | null>(null);
  const photos = album.data ?? [];
  const byId = new Map(photos.map((p) => [p.id, p]));
  const shown = order ? order.map((id) => byId.get(id)).filter((p): p is WorkerAlbumPhoto => Boolean(p)) : photos;

  const move = (index: number, by: -1 | 1) => setOrder(moved(shown.map((p) => p.id), index, by));
  const saveOrder = () =>
    void action.run(async () => {
      await sendStep(sort.mutateAsync({ data: { ids: shown.map((p) => p.id) } }), t('album.orderSaved'));
      // Saved, or refused because the album changed: the album as the server has it now.
      setOrder(null);
      return false;
    });
  const askDelete = (photo: WorkerAlbumPhoto, index: number) =>
    void action.run(async () => {
      const yes = await confirmDialog({
        content: t('album.deleteConfirm', { name: t('album.photoName', { index: index + 1 }) }),
        confirmText: t('album.delete'),
        cancelText: t('common:actions.cancel'),
      });
      if (!yes) return false;
      const sent = await sendStep(remove.mutateAsync({ data: { ids: [photo.id] } }), t('album.deleted'));
      if (sent && order) setOrder(order.filter((id) => id !== photo.id));
      return false;
    });

  const body = (
    <QueryState query={album}>
      {() => (
        <>
          <p className="profile-hint">{t('album.hint', { n: ALBUM_MAX })}</p>
          {shown.length === 0 ? (
            <EmptyState title={t('album.empty')} />
          ) : (
            <ol className="paged-list album-list" aria-label={t('album.label')}>
              {shown.map((photo, i) => (
                <li key={photo.id}>
                  <PhotoRow photo={photo} index={i} count={shown.length} onMove={(by) => move(i, by)} onDelete={() => askDelete(photo, i)} busy={action.running} />
                </li>
              ))}
            </ol>
          )}
          {order && (
            <div className="profile-bottom profile-bottom--row" role="group" aria-label={t('album.orderLabel')}>
              <Button block onClick={() => setOrder(null)} disabled={action.running}>
                {t('album.orderCancel')}
              </Button>
              <Button block color="primary" onClick={saveOrder} loading={action.running} disabled={action.running}>
                {t('album.orderSave')}
              </Button>
            </div>
          )}
          <AddPhotos room={ALBUM_MAX - photos.length} />
        </>
      )}
    </QueryState>
  );
  return (
    <StackPage title={t('album.title')} backTo={paths.mine} className="profile-pages">
      <PullRefresh onRefresh={async () => void (await album.refetch())}>{body}</PullRefresh>
    </StackPage>
  );
}
