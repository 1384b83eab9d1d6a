import { describe, expect, it } from 'vitest';
import { translator } from '../../../contracts/core/i18n';
import { mailMessages } from '../../../contracts/mails/messages';
import { siteMessages } from '../../../web/lib/i18n/messages';
import { composeMail } from './compose';

describe('a mail written once, sent as text and HTML', () => {
  it('writes every block into both parts, escaping what it puts into HTML', () => {
    const mail = composeMail('en', {
      subject: 'Re: <your> feedback',
      blocks: [
        { p: 'Fish & chips <b>prices</b>' },
        { lead: 'Your verification code is', code: '123456' },
        { label: 'See it', url: 'https://portal.example/market?x=1&y="2"' },
        { heading: 'Your feedback:', quote: '<script>alert(1)</script>\nline two' },
        { title: 'A change', lines: ['what changed'], link: { label: 'See it', url: 'https://portal.example/p' } },
        { note: 'Why you got this: a reason.' },
      ],
    });
    expect(mail.text).toContain('Fish & chips <b>prices</b>');
    expect(mail.text).toContain('Your verification code is 123456');
    expect(mail.text).toContain('See it: https://portal.example/market?x=1&y="2"');
    expect(mail.text).toContain('Your feedback:\n> <script>alert(1)</script>\n> line two');
    expect(mail.text).toContain('* A change\n  what changed\n  https://portal.example/p');
    expect(mail.html).toContain('<title>Re: &lt;your&gt; feedback</title>');
    expect(mail.html).toContain('<p>Fish &amp; chips &lt;b&gt;prices&lt;/b&gt;</p>');
    expect(mail.html).toContain('<a href="https://portal.example/market?x=1&amp;y=&quot;2&quot;">');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<html lang="en">');
  });

  it("signs in the recipient's language with the portal's name the pages use, and says when no one reads answers", () => {
    const mail = composeMail('zh', {
      subject: '主题',
      blocks: [{ p: '正文' }, { label: '退订', url: 'https://portal.example/zh/unsubscribe' }],
      automatic: true,
    });
    const name = translator('zh', siteMessages)('productName');
    expect(translator('zh', mailMessages)('common.productName')).toBe(name);
    expect(translator('en', mailMessages)('common.productName')).toBe(translator('en', siteMessages)('productName'));
    expect(mail.text).toBe(`正文\n\n退订：https://portal.example/zh/unsubscribe\n\n${name}团队\n\n此邮件由系统自动发送，请勿直接回复。\n`);
    expect(mail.html).toContain('<html lang="zh-Hans">');
    expect(mail.html).toContain(`>${name}</p>`);
  });
});
