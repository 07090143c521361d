// The mock reads an ID card photo as the backend would (recognizeApplyIdCard): the fields of the
// side asked, the other side's null, and its refusal of an unreadable photo in the app's language.
import { beforeEach, describe, expect, it } from 'vitest';
import { createEngine } from '../../../mock/engine';
import { callerOf, examplesOf, NOW, operations } from '../../support/mock-engine';

let engine: ReturnType<typeof createEngine>;
let call: ReturnType<typeof callerOf>;
beforeEach(() => {
  engine = createEngine({ operations, now: () => NOW, forward: async (request, prefer) => examplesOf(request, prefer) });
  call = callerOf(engine);
});

const IMAGE = '/9j/4AAQSkZJRgABAQAAAQABAAD';

describe('the mock’s ID card OCR', () => {
  it('answers the portrait side’s fields for front and the emblem side’s for back', async () => {
    const front = await call('POST', '/v1/apply/ocrIdCard', { image: IMAGE, side: 'front' });
    expect(front.status).toBe(200);
    expect(front.body.data).toMatchObject({ name: '李秀梅', idNumber: '310104199104180427', issuingAuthority: null, validTo: null });
    const back = await call('POST', '/v1/apply/ocrIdCard', { image: IMAGE, side: 'back' });
    expect(back.body.data).toMatchObject({ name: null, idNumber: null, issuingAuthority: '上海市公安局徐汇分局', validFrom: '2019-05-20', validTo: '2039-05-20' });
  });

  it('refuses an unreadable photo with its message, in the language asked', async () => {
    const body = { image: IMAGE, side: 'front' };
    const headers = { authorization: 'Bearer worker-a', 'content-type': 'application/json', prefer: 'code=400, example=unreadable', 'accept-language': 'en' };
    const answer = await engine.handle({ method: 'POST', path: '/v1/apply/ocrIdCard', query: new URLSearchParams(), headers, body, raw: Buffer.from(JSON.stringify(body)) });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString())).toEqual({ code: 10620, msg: 'This photo could not be read: take a sharp photo of the whole card, without glare' });
  });
});
