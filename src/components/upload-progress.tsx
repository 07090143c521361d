// An upload's progress as an accessible progress bar. `className`: the block its page styles
// (`order-progress`, `photo-progress`), its text `<block>__text`. The bar is plain markup
// (upload-progress.css), not antd-mobile's ProgressBar: every page with a photo field loads it.
import './upload-progress.css';

export function UploadProgress({ percent, label, text, className }: { percent: number; label: string; text: string; className: string }) {
  return (
    <div className={className}>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className="upload-bar">
          <div className="upload-bar__fill" style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
        </div>
      </div>
      <span className={`${className}__text`} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
