import { convert } from 'html-to-text';

/** The variables a template may use, as `{{email}}` and `{{order_number}}`. */
export interface TemplateVariables {
  email?: string;
  order_number?: string;
}

/** Text made safe inside HTML (the five characters that could open markup or end an attribute). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Fills `{{name}}` placeholders (spaces inside the braces allowed); an unknown name is left as
 * written, so a typo shows in the test email instead of vanishing.
 */
function fill(template: string, variables: TemplateVariables, encode: (value: string) => string): string {
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = (variables as Record<string, string | undefined>)[name];
    return value === undefined ? placeholder : encode(value);
  });
}

/** A template's HTML with its variables filled in, HTML-escaped. */
export const renderTemplate = (html: string, variables: TemplateVariables) =>
  fill(html, variables, escapeHtml);

/** A subject (a plain-text header) with its variables filled in as they are. */
export const renderSubject = (subject: string, variables: TemplateVariables) =>
  fill(subject, variables, (value) => value);

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
