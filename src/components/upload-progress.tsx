// An upload's progress as an accessible progress bar. `className`: the block its page styles
// (`order-progress`, `photo-progress`), its text `<block>__text`.
import { ProgressBar } from 'antd-mobile';

export function UploadProgress({ percent, label, text, className }: { percent: number; label: string; text: string; className: string }) {
  return (
    <div className={className}>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <ProgressBar percent={percent} />
      </div>
      <span className={`${className}__text`} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
