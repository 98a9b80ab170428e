/*
 * Link samples for the tests of `isSafeLink` here and of every link field in apps/server (not exported
 * by the package): one table, so the unit test and the REST tests refuse the same payloads.
 */

/** Links an editor may store: web addresses, mail, phone and paths on this site. */
export const SAFE_LINKS = [
  'https://example.com/offers?x=1&y=2#top',
  'http://example.com',
  'HTTPS://EXAMPLE.COM/Offerte',
  'mailto:info@example.com?subject=Ciao',
  'tel:+390212345678',
  '/offerte/giga-150-5g',
  '/search?q=a&b=c',
  '/',
] as const;

/** Links that would run script, reach another host or hide what they are: all refused. */
export const UNSAFE_LINKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'javascript://%0Aalert(1)',
  '\u0001javascript:alert(1)',
  '\u0008 javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  '%6Aavascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'file:///etc/passwd',
  'blob:https://example.com/0b6f1c2e',
  'ftp://example.com/x',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '/\t/evil.example/x',
  'https://',
  'https://ex ample.com',
  'mailto:',
  'tel:',
  'example.com/page',
  'www.example.com',
  '#top',
  '<script>alert(1)</script>',
] as const;
