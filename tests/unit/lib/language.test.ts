// The language the app speaks (issue 29): the worker's choice, or on a first start the phone's; and
// every call carries it, so the server's texts come in it (requests said zh-CN whatever was chosen).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callHeaders } from '@/lib/api/call';
import { phoneLanguage, storedLanguage } from '@/lib/i18n/language';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the language', () => {
  it("follows the phone's on a first start: Traditional for zh-Hant, Taiwan, Hong Kong and Macau", () => {
    expect(phoneLanguage(['en-GB', 'zh-CN'])).toBe('en');
    expect(phoneLanguage(['zh-TW'])).toBe('zh-Hant');
    expect(phoneLanguage(['zh-Hant-HK'])).toBe('zh-Hant');
    expect(phoneLanguage(['zh-HK'])).toBe('zh-Hant');
    expect(phoneLanguage(['zh-Hans-CN'])).toBe('zh-Hans');
    expect(phoneLanguage(['zh'])).toBe('zh-Hans');
    expect(phoneLanguage(['fr-FR', 'de'])).toBe('zh-Hans');
    expect(phoneLanguage([])).toBe('zh-Hans');
  });

  it("is the worker's choice once made, whatever the phone says", () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-US'], language: 'en-US' });
    expect(storedLanguage()).toBe('en');
    localStorage.setItem('worker_language', 'zh-Hant');
    expect(storedLanguage()).toBe('zh-Hant');
  });

  it('goes with every call as Accept-Language, in the tags the brief names (zh-CN, zh-TW, en)', () => {
    localStorage.setItem('worker_language', 'zh-Hans');
    expect(callHeaders('/v1/worker/homeSummary', 'tok').get('Accept-Language')).toBe('zh-CN');
    localStorage.setItem('worker_language', 'zh-Hant');
    expect(callHeaders('/v1/worker/homeSummary', 'tok').get('Accept-Language')).toBe('zh-TW');
    localStorage.setItem('worker_language', 'en');
    expect(callHeaders('/v1/worker/homeSummary', 'tok').get('Accept-Language')).toBe('en');
  });
});
