// A screen's largest picture, remembered once its address is known (first-pictures.ts): the next
// start from `screen` fetches it from the page with the code. Apart from first-pictures.ts, which
// the page's inline start script imports and which must stay free of React.
import { useEffect } from 'react';
import { rememberFirstPictures } from './first-pictures';

export function useRememberFirstPicture(screen: string, url: string | null | undefined) {
  useEffect(() => {
    if (url) rememberFirstPictures(screen, [url]);
  }, [screen, url]);
}
