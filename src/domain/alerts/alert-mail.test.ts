import { describe, expect, it } from 'vitest';
import { alertMail } from './alert-mail';

describe('an alert mail as HTML', () => {
  it('escapes every text a seller wrote, so a title cannot add markup', () => {
    const mail = alertMail({
      to: 'reader@example.com',
      language: 'en',
      frequency: 'instant',
      what: 'Desks in London',
      listings: [
        {
          id: 'l1',
          title: '<script>alert(1)</script> Desk "oak" & <img src=x onerror=alert(1)>',
          price: '80',
          currency: 'GBP',
          city: 'london',
          url: 'https://cityboard.example/uk/london/listing/l1',
          photoUrl: 'https://cityboard.example/media/a.webp"><script>',
          verdict: null,
        },
      ],
      more: 0,
      links: {
        resultsUrl: 'https://cityboard.example/uk/london?q=desk',
        manageUrl: 'https://cityboard.example/alerts/manage/t',
        unsubscribePageUrl: 'https://cityboard.example/alerts/unsubscribe/u',
        oneClickUrl: 'https://cityboard.example/api/alerts/unsubscribe/u',
      },
    });
    expect(mail.html).not.toMatch(/<script|<img src=x/i);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Desk &quot;oak&quot; &amp; &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('src="https://cityboard.example/media/a.webp&quot;&gt;&lt;script&gt;"');
    expect(mail.text).toContain('<script>alert(1)</script> Desk');
  });
});
