// A study video in the phone's own player (<video>): it resumes where the worker left off, and
// reports progress as it plays, at most every 10 s, and at once on pause, at the end, when the app
// goes to the background and when the page closes.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudyMaterialDetail } from '@/features/study/api/use-study';

const EVERY_MS = 10_000;

export function StudyVideo({ material, report }: { material: StudyMaterialDetail; report: (percent: number, positionSeconds?: number) => void }) {
  const { t } = useTranslation('study');
  const ref = useRef<HTMLVideoElement>(null);
  const lastSent = useRef(0);
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  });

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const save = () => {
      if (!Number.isFinite(video.duration) || video.duration <= 0 || video.currentTime <= 0) return;
      lastSent.current = Date.now();
      reportRef.current((video.currentTime / video.duration) * 100, video.currentTime);
    };
    const onHidden = () => document.visibilityState === 'hidden' && save();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', save);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, []);

  const resumeAt = material.positionSeconds ?? 0;
  return (
    <figure className="study-video">
      <video
        ref={ref}
        className="study-video__player"
        src={material.videoUrl ?? undefined}
        poster={material.cover}
        controls
        playsInline
        preload="metadata"
        aria-label={material.title}
        onLoadedMetadata={(e) => {
          const video = e.currentTarget;
          // A finished video starts again from the beginning; a position past the end is ignored.
          if (resumeAt > 0 && !material.completed && resumeAt < video.duration - 1) video.currentTime = resumeAt;
        }}
        onTimeUpdate={(e) => {
          const video = e.currentTarget;
          if (Date.now() - lastSent.current < EVERY_MS || !video.duration) return;
          lastSent.current = Date.now();
          report((video.currentTime / video.duration) * 100, video.currentTime);
        }}
        onPause={(e) => {
          const video = e.currentTarget;
          if (!video.duration || video.ended) return;
          lastSent.current = Date.now();
          report((video.currentTime / video.duration) * 100, video.currentTime);
        }}
        onEnded={(e) => {
          lastSent.current = Date.now();
          report(100, e.currentTarget.duration);
        }}
      />
      {resumeAt > 0 && !material.completed && (
        <figcaption className="study-video__resume">{t('detail.resume', { time: `${Math.floor(resumeAt / 60)}:${String(resumeAt % 60).padStart(2, '0')}` })}</figcaption>
      )}
    </figure>
  );
}
