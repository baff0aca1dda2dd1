import { httpUrl } from './safeUrl';

describe('httpUrl', () => {
  it.each(['https://example.com', 'http://example.com/a?b=c', 'HTTPS://Example.com'])('keeps %p', (url) => {
    expect(httpUrl(url)).not.toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'example.com',
    '//evil.example.com',
    'https://',
    '',
    null,
    undefined,
  ])('refuses %p', (value) => {
    expect(httpUrl(value)).toBeNull();
  });
});
