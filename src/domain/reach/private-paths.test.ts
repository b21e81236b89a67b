import { describe, expect, it } from 'vitest';
import { isPrivatePagePath, isReviewerPath, redactSecrets } from './private-paths';

describe('private pages', () => {
  it('are every page of one person, with its data and query, and nothing public', () => {
    for (const url of [
      '/manage/abc/SECRET',
      '/manage/abc',
      '/manage/abc.data',
      '/verify-email/a/b',
      '/messages/a/b?x=1',
      '/alerts/confirm/a/b',
      '/alerts/manage/t',
      '/alerts/unsubscribe/t.data',
      '/my-ads',
      '/my-ads.data',
      '/my-ads/sign-in/a/b',
      '/moderation',
      '/moderation/login',
    ]) {
      expect(isPrivatePagePath(url), url).toBe(true);
    }
    for (const url of ['/', '/us/newyork', '/listing/abc', '/alerts', '/manager', '/my-adsense', '/messagesboard', '/privacy']) {
      expect(isPrivatePagePath(url), url).toBe(false);
    }
  });

  it('of reviewers are the moderation pages and API only', () => {
    expect(isReviewerPath('/moderation')).toBe(true);
    expect(isReviewerPath('/moderation.data?x=1')).toBe(true);
    expect(isReviewerPath('/api/moderation/queue')).toBe(true);
    expect(isReviewerPath('/moderationx')).toBe(false);
    expect(isReviewerPath('/manage/a/b')).toBe(false);
    expect(isReviewerPath('/api/listings')).toBe(false);
  });

  it('never log a secret token, of a page or of its API twin', () => {
    expect(redactSecrets('/manage/abc/SECRET123?x=1')).toBe('/manage/abc/[redacted]?x=1');
    expect(redactSecrets('/manage/abc/SECRET123.data')).toBe('/manage/abc/[redacted]');
    expect(redactSecrets('/my-ads/renew/abc/SECRET')).toBe('/my-ads/renew/abc/[redacted]');
    expect(redactSecrets('/alerts/confirm/abc/SECRET?x=1')).toBe('/alerts/confirm/abc/[redacted]?x=1');
    expect(redactSecrets('/api/alerts/manage/SECRET/abc')).toBe('/api/alerts/manage/[redacted]/abc');
    expect(redactSecrets('/alerts/unsubscribe/SECRET')).toBe('/alerts/unsubscribe/[redacted]');
    expect(redactSecrets('/api/objects/upload/u1?token=abc.def')).toBe('/api/objects/upload/u1?token=[redacted]');
    expect(redactSecrets('/us/newyork?q=bike')).toBe('/us/newyork?q=bike');
    expect(redactSecrets('/manage/abc')).toBe('/manage/abc');
  });
});
