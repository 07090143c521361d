import { describe, expect, it } from 'vitest';
import { clearGlobalParams, globalParamsFor, setGlobalParams, withGlobalParams } from '@/lib/api/global-params';

describe('global request parameters by URL pattern', () => {
  it('merges the params of matching patterns into a JSON body, the call winning', () => {
    setGlobalParams('^/v1/order/', { cityCode: '310100', channel: 'app' });
    setGlobalParams('^/v1/worker/', { other: 1 });
    const merged = withGlobalParams('/v1/order/accept', 'POST', JSON.stringify({ id: 'so_1', channel: 'mine' }));
    expect(JSON.parse(merged.body as string)).toEqual({ cityCode: '310100', channel: 'mine', id: 'so_1' });
  });
  it('adds them to the query of a GET', () => {
    setGlobalParams('^/v1/order/', { cityCode: '310100' });
    expect(withGlobalParams('/v1/order/list?status=active', 'GET', undefined).url).toBe('/v1/order/list?status=active&cityCode=310100');
  });
  it('leaves calls that match no pattern, and multipart bodies, as they are', () => {
    setGlobalParams('^/v1/order/', { cityCode: '310100' });
    expect(withGlobalParams('/v1/worker/getInfo', 'POST', '{}')).toEqual({ url: '/v1/worker/getInfo', body: '{}' });
    const form = new FormData();
    expect(withGlobalParams('/v1/order/photos', 'POST', form).body).toBe(form);
  });
  it('persists per pattern and can be cleared', () => {
    setGlobalParams('^/router/', { a: 1 });
    expect(globalParamsFor('/router/client/x')).toEqual({ a: 1 });
    clearGlobalParams('^/router/');
    expect(globalParamsFor('/router/client/x')).toEqual({});
  });
  it('refuses a pattern that is not a regular expression', () => {
    expect(() => setGlobalParams('(', {})).toThrow();
  });
});
