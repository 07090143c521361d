// A file's kind from its name, apart from the other checks (index.ts re-exports it): the photo
// fields, on the first load of the pages that show one, need this alone.

export type FileType = 'image' | 'video' | 'other';
const IMAGE_SUFFIXES = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'svg', 'webp', 'heic', 'heif'];
const VIDEO_SUFFIXES = ['avi', 'mp3', 'mp4', '3gp', 'mov', 'rmvb', 'rm', 'flv', 'mkv'];

/** The file's kind and suffix from its name; the default suffix is png. */
export function fileTypeFromName(name: string): { type: FileType; suffix: string } {
  const dot = name.lastIndexOf('.');
  const suffix = dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : 'png';
  const type = IMAGE_SUFFIXES.includes(suffix) ? 'image' : VIDEO_SUFFIXES.includes(suffix) ? 'video' : 'other';
  return { type, suffix };
}
