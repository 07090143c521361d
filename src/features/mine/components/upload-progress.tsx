// An upload's progress as an accessible progress bar.
import { ProgressBar } from 'antd-mobile';

export function UploadProgress({ percent, label, text }: { percent: number; label: string; text: string }) {
  return (
    <div className="photo-progress">
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <ProgressBar percent={percent} />
      </div>
      <span className="photo-progress__text" aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
