// What the precompiled form validators (generated/forms/validators/*.js) import at run time, as ES modules:
// the custom formats and the one ajv helper they call. Node runs codegen with this module too (explicit extensions).
export { formats } from './formats.ts';

/** Length in code points, as ajv counts minLength/maxLength: a surrogate pair is one character (ajv's ucs2length). */
export function ucs2length(str: string): number {
  let length = 0;
  for (let pos = 0; pos < str.length; pos++) {
    length++;
    const code = str.charCodeAt(pos);
    if (code >= 0xd800 && code <= 0xdbff && pos + 1 < str.length && (str.charCodeAt(pos + 1) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}
