// pages/user/avatar-cropper: the avatar chosen on the profile page, cropped to a square (drag and
// pinch, or the zoom slider), then uploaded with progress and saved; a failed upload or save keeps
// the crop for another try. Opened without a picture (a reload), it asks for one.
import { Button, ProgressBar } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import type { Area, Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { EmptyState, LoadingBlock } from '@/components/query-state';
import { StackPage, useBack } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { CHUNK_TIMEOUT_MS, within } from '@/lib/loading/deadline';
import { explainBeforePicking } from '@/lib/native/permissions';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { uploadAvatar } from '@/features/settings/api/upload-avatar';
import { useUpdateProfile } from '@/features/settings/api/use-settings';
import { cropToBlob } from '@/features/settings/utils/crop-image';
import '@/features/settings/components/settings.css';
import { showError } from '@/lib/ui/feedback';

// The cropping library (~7 KB gzip) comes only with a picture to crop.
const Cropper = lazy(() => within(import('react-easy-crop'), CHUNK_TIMEOUT_MS, 'react-easy-crop'));

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;

function ChoosePhoto({ onChosen }: { onChosen: (src: string) => void }) {
  const { t } = useTranslation('settings');
  return (
    <EmptyState title={t('avatar.none')}>
      <label className="profile-avatar__change" onClick={explainBeforePicking('album')}>
        {t('avatar.choose')}
        <input
          className="visually-hidden-input"
          type="file"
          accept="image/*"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file?.type.startsWith('image/')) onChosen(URL.createObjectURL(file));
            e.target.value = '';
          }}
        />
      </label>
    </EmptyState>
  );
}

export function AvatarCropperScreen() {
  const { t } = useTranslation('settings');
  const location = useLocation();
  const navigate = useNavigate();
  const back = useBack(paths.userInfo);
  const [src, setSrc] = useState<string | null>(() => (location.state as { src?: string } | null)?.src ?? null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const update = useUpdateProfile();
  const saving = useOneAtATime();

  const save = () =>
    void saving.run(async () => {
      if (!src || !area) return false;
      setProgress(0);
      try {
        const blob = await cropToBlob(src, area);
        const avatar = await uploadAvatar(blob, { onProgress: setProgress });
        await update.mutateAsync({ data: { avatar } });
      } catch (error) {
        setProgress(null);
        void showError(error instanceof Error && error.message !== 'image' && error.message !== 'canvas' ? error : new Error(t('avatar.failed')));
        return false;
      }
      URL.revokeObjectURL(src);
      navigate(paths.userInfo, { replace: true });
      return true;
    });

  return (
    <StackPage title={t('avatar.cropTitle')} backTo={paths.userInfo}>
      {!src ? (
        <ChoosePhoto onChosen={setSrc} />
      ) : (
        <>
          <div className="cropper-stage">
            <Suspense fallback={<LoadingBlock lines={4} />}>
              <Cropper
                image={src}
                crop={crop}
                zoom={zoom}
                minZoom={MIN_ZOOM}
                maxZoom={MAX_ZOOM}
                aspect={1}
                cropShape="round"
                showGrid={false}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
                mediaProps={{ alt: t('avatar.imageAlt') }}
                cropperProps={{ role: 'group', 'aria-label': t('avatar.cropArea') }}
              />
            </Suspense>
          </div>
          <label className="cropper-zoom">
            {t('avatar.zoom')}
            <input type="range" min={MIN_ZOOM} max={MAX_ZOOM} step={0.1} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} disabled={saving.running} />
          </label>
          {progress !== null && (
            <div className="cropper-progress" role="progressbar" aria-label={t('avatar.uploading')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
              <ProgressBar percent={progress} text={`${progress}%`} />
            </div>
          )}
          <div className="settings-actions">
            <Button block color="primary" size="large" onClick={save} loading={saving.running} loadingText={t('avatar.uploading')} disabled={saving.running || !area}>
              {t('avatar.use')}
            </Button>
            <Button block fill="none" size="large" onClick={back} disabled={saving.running}>
              {t('avatar.cancel')}
            </Button>
          </div>
        </>
      )}
    </StackPage>
  );
}
