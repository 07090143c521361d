// `upload`: a file the worker uploads is kept, as the object storage keeps it, and the answer names
// it: a URL of its own on the pictures' host under the folder asked, which then serves that file
// (mock/pictures.ts), its name and its size. Two service photos are two pictures, not one avatar.
import type { MockRequest } from '../answers.ts';
import type { Mock } from '../context.ts';
import type { Operation } from '../declarations.ts';
import { PICTURE_HOST } from '../pictures.ts';
import { setAt, valueAt } from '../values/paths.ts';
import { beijingDate } from '../values/time.ts';

export type UploadRule = {
  /** The form's field that holds the file. */
  file: string;
  /** The form's field that names the folder (`order/service`). */
  folder: string;
  /** The form's field that gives the file's suffix (`png`). */
  suffix: string;
  /** Where the answer carries the stored file: `{ url, name, size }`. */
  at: string;
};

/** The request's multipart form, as a backend reads it: the bytes as they reached the mock. */
async function formOf(mock: Mock, request: MockRequest) {
  const type = request.headers['content-type'] ?? '';
  return new Response(new Uint8Array(mock.rawOf(request) ?? request.raw), { headers: { 'content-type': type } }).formData();
}

/** Keeps the uploaded file and carries where it is in the answer (the body is changed in place). */
export async function keepUpload(mock: Mock, rule: UploadRule, body: Record<string, unknown>, request: MockRequest) {
  const form = await formOf(mock, request);
  const file = form.get(rule.file);
  if (!(file instanceof Blob)) return;
  const bytes = Buffer.from(await file.arrayBuffer());
  const name = `up_${mock.nextTurn()}.${String(form.get(rule.suffix) ?? 'bin')}`;
  const path = `${String(form.get(rule.folder))}/${beijingDate(mock.now()).replaceAll('-', '/')}/${name}`;
  mock.files.put(path, { type: file.type || 'application/octet-stream', body: bytes });
  setAt(body, rule.at, { url: `https://${PICTURE_HOST}/${path}`, name, size: bytes.length }, false);
}

export function checkUpload(op: Operation, say: (what: string) => void) {
  const upload = op.rules.upload;
  if (upload && !Object.values(op.examples['200'] ?? {}).every((body) => valueAt(body, upload.at) !== undefined)) say(`upload.at: ${upload.at} is missing from a 200 example`);
}
