import { convert } from 'html-to-text';

/** The plain-text part of an HTML email: links keep their address, images and scripts are dropped. */
export function plainTextOf(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'script', format: 'skip' },
      { selector: 'style', format: 'skip' },
    ],
  });
}
