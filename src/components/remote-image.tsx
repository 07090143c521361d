// A picture from another host (the CDN, the admin's banners and icons) that may not arrive on a
// phone's network: when it fails, what the caller shows instead (by default a plain box that keeps
// the layout, named by the alt text), never the browser's broken-image icon.
import { type ImgHTMLAttributes, type ReactNode, useState } from 'react';
import './remote-image.css';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> & {
  /** None yet: an empty picture (a slide that loads later), not a failure. */
  src?: string | null;
  width?: number;
  height?: number;
  /** What shows when the picture fails: `null` for nothing (what is under it shows, a banner's title). */
  fallback?: ReactNode;
};

function Picture({ src, alt = '', className, width, height, fallback, onError, ...img }: Props) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    if (fallback !== undefined) return <>{fallback}</>;
    const box = { className: `${className ?? ''} remote-image--missing`.trim(), style: { width, height } };
    return alt ? <span {...box} role="img" aria-label={alt} /> : <span {...box} aria-hidden="true" />;
  }
  return (
    <img
      {...img}
      src={src ?? undefined}
      alt={alt}
      className={className}
      width={width}
      height={height}
      onError={(event) => {
        setFailed(true);
        onError?.(event);
      }}
    />
  );
}

/** A new address is a new picture: it gets its own chance to load. */
export function RemoteImage(props: Props) {
  return <Picture key={props.src ?? ''} {...props} />;
}
