// The cropped square of a picture, drawn at the avatar's size: what is uploaded is small (a phone's
// photo is megabytes, an avatar needs 400 px).
import type { Area } from 'react-easy-crop';

const AVATAR_SIZE = 400;

function loadImage(src: string) {
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = src;
  });
}

/** The part `area` (the picture's own pixels) of the picture at `src`, as a JPEG of AVATAR_SIZE px. */
export async function cropToBlob(src: string, area: Area, size = AVATAR_SIZE): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size, size);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas'))), 'image/jpeg', 0.85));
}
