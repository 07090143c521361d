// An upload reaches the mock through Prism's validating proxy, which passes a multipart body on as
// text; the file the mock keeps, and serves back at the URL it answered, is the one the worker sent,
// byte for byte (a JPEG's first bytes are not UTF-8). The whole mock runs here (mock/serve.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, send } from '../../../mock/http';
import { type RunningMock, startMock } from '../../../mock/serve';

/** A multipart form as a browser sends it: the file, its folder and suffix. */
function form(file: Buffer, type: string, fields: Record<string, string>) {
  const boundary = '----worker-app-test-boundary';
  const part = (headers: string, body: Buffer | string) => Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
  const body = Buffer.concat([
    part(`Content-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: ${type}`, file),
    ...Object.entries(fields).map(([name, value]) => part(`Content-Disposition: form-data; name="${name}"`, value)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

describe('an upload through the whole mock', () => {
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await startMock({ port: await freePort(), log: () => {} });
  }, 90_000);
  afterAll(() => mock?.stop());

  it('serves back at the URL it answered the very bytes the worker sent', async () => {
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x89, 0x00]), Buffer.from('towels')]);
    const { body, type } = form(photo, 'image/jpeg', { path: 'order/service', suffix: 'jpg' });
    const headers = { 'content-type': type, authorization: 'Bearer upload-test', 'x-appname': 'worker', 'x-clienttype': 'app' };
    const answer = await send(mock.port, 'POST', '/v1/common/uploadToPath', headers, body);
    expect(answer.status).toBe(200);
    const { url, size } = (JSON.parse(answer.body.toString()) as { data: { url: string; size: number } }).data;
    expect(size).toBe(photo.length);
    const served = await send(mock.port, 'GET', new URL(url).pathname, {}, Buffer.alloc(0));
    expect([served.status, served.headers['content-type'], served.body]).toEqual([200, 'image/jpeg', photo]);
  });
});
