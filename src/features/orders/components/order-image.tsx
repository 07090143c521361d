// A picture from the CDN that may not arrive on a bad network: on failure a plain box keeps the
// layout (and the alt text as its name) instead of the browser's broken-image icon.
import { useState } from 'react';

type Props = { src: string; alt: string; className: string; width?: number; height?: number };

function Picture({ src, alt, className, width, height }: Props) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return alt ? (
      <span className={`${className} order-image--missing`} role="img" aria-label={alt} style={{ width, height }} />
    ) : (
      <span className={`${className} order-image--missing`} aria-hidden="true" style={{ width, height }} />
    );
  }
  return <img src={src} alt={alt} className={className} width={width} height={height} loading="lazy" onError={() => setFailed(true)} />;
}

export function OrderImage(props: Props) {
  return <Picture key={props.src} {...props} />;
}
