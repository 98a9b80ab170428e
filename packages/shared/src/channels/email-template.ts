import { EMAIL_TEMPLATE_VARIABLES } from '../validation/content';

type TemplateVariableName = (typeof EMAIL_TEMPLATE_VARIABLES)[number];
export type TemplateVariables = Partial<Record<TemplateVariableName, string>>;

const isTemplateVariableName = (name: string): name is TemplateVariableName =>
  (EMAIL_TEMPLATE_VARIABLES as readonly string[]).includes(name);

/**
 * A documented variable's value: a string the map holds itself. The map may be a stored JSON value
 * of any shape, and a name it inherits (`constructor`) must never reach a template.
 */
function valueOf(variables: unknown, name: TemplateVariableName): string | undefined {
  if (typeof variables !== 'object' || variables === null || !Object.hasOwn(variables, name))
    return undefined;
  const value: unknown = (variables as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** Text made safe inside HTML (the five characters that could open markup or end an attribute). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Fills `{{name}}` placeholders (spaces inside the braces allowed) of the documented variables; any
 * other name, or one without a value, is left as written, so a typo shows in the test email (and the
 * editor's preview) instead of vanishing.
 */
function fill(template: string, variables: TemplateVariables, encode: (value: string) => string): string {
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = isTemplateVariableName(name) ? valueOf(variables, name) : undefined;
    return value === undefined ? placeholder : encode(value);
  });
}

/** A template's HTML with its variables filled in, HTML-escaped: what is sent, and what the editor previews. */
export const renderTemplate = (html: string, variables: TemplateVariables) =>
  fill(html, variables, escapeHtml);

/** A subject (a plain-text header) with its variables filled in as they are. */
export const renderSubject = (subject: string, variables: TemplateVariables) =>
  fill(subject, variables, (value) => value);
