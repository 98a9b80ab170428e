import { describe, expect, it } from 'vitest';
import { optionInputSchema } from './catalogue';
import { faqUrlGroupInputSchema, slideInputSchema } from './content';
import { SAFE_LINKS, UNSAFE_LINKS } from './link-samples';
import { isSafeLink, linkSchema, optionalLinkSchema } from './links';
import { issueMessages } from './test-support';
import { issueText } from './validation-messages';

describe('isSafeLink', () => {
  it.each(SAFE_LINKS)('accepts %j', (link) => {
    expect(isSafeLink(link)).toBe(true);
  });

  it.each(UNSAFE_LINKS)('refuses %j', (link) => {
    expect(isSafeLink(link)).toBe(false);
  });
});

describe('link schemas', () => {
  it('trim, then keep a safe link as typed', () => {
    expect(linkSchema.parse('  /esim \n')).toBe('/esim');
    expect(optionalLinkSchema.parse(' https://example.com ')).toBe('https://example.com');
    expect(issueMessages(linkSchema, ' javascript:alert(1)')).toEqual(['invalidLink']);
  });

  it('refuse every unsafe link with one key that has an English text', () => {
    for (const link of UNSAFE_LINKS) {
      expect(issueMessages(linkSchema, link), link).toEqual(['invalidLink']);
      expect(issueMessages(optionalLinkSchema, link), link).toEqual(['invalidLink']);
    }
    const issue = linkSchema.safeParse('javascript:alert(1)').error?.issues[0];
    expect(issue && issueText(issue)).toBe(
      'Use a web address (https://…), mailto:, tel: or a path on this site',
    );
  });

  it('keep each field required or optional, and its length limit', () => {
    expect(issueMessages(linkSchema, '')).toEqual(['fieldRequired']);
    expect(optionalLinkSchema.parse('')).toBe('');
    expect(optionalLinkSchema.parse(null)).toBe('');
    expect(issueMessages(linkSchema, `/${'x'.repeat(2048)}`)).toEqual(['tooLong']);
  });

  it('guard the slide, page-FAQ URL group and option link fields', () => {
    expect(slideInputSchema.shape.link).toBe(linkSchema);
    expect(faqUrlGroupInputSchema.shape.url).toBe(linkSchema);
    expect(optionInputSchema.shape.link_for_button).toBe(optionalLinkSchema);
  });
});
