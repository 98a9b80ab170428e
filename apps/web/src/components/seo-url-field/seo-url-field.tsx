import { RefreshCwIcon } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { FIELD_LIMITS, normaliseSeoUrlInput, seoUrlFromName } from '@backoffice/shared';
import { Button, cn, Input, Label } from '@backoffice/ui';
import { msg } from './messages';

export interface SeoUrlFieldProps {
  /** The name (title) the url is generated from. */
  name: string;
  /** The SEO url. */
  value: string;
  onChange: (url: string) => void;
  /**
   * Follow the name while the url has not been edited by hand (default true). On edit pages of published
   * items pass false: the url then changes only by hand or with "Regenerate from name".
   */
  autoGenerate?: boolean;
  /** Visible label; leave it out inside a FormField (which passes `id` and the aria attributes). */
  label?: ReactNode;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  disabled?: boolean;
  placeholder?: string;
  maxLength?: number;
  /** Called when the input loses focus. */
  onBlur?: () => void;
  className?: string;
}

/**
 * The SEO url input: generated from the name (transliterated, a-z 0-9 _ -) until the user edits it;
 * hand edits are normalised as they are typed; "Regenerate from name" goes back to the generated url
 * (and, where autoGenerate is on, to following the name again).
 */
export function SeoUrlField({
  name,
  value,
  onChange,
  autoGenerate = true,
  label,
  id: idProp,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  disabled = false,
  placeholder,
  maxLength = FIELD_LIMITS.textMax,
  onBlur,
  className,
}: SeoUrlFieldProps) {
  const intl = useIntl();
  const generatedId = useId();
  const inputId = idProp ?? `seo-url${generatedId}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const caretRef = useRef<number | null>(null);
  // Following the name: on create until the first hand edit; a value that already equals the generated
  // url (or is empty) counts as not edited.
  const [follows, setFollows] = useState(
    () => autoGenerate && (value === '' || value === seoUrlFromName(name)),
  );
  const generated = seoUrlFromName(name).slice(0, maxLength);

  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  // The last value this field emitted: any other value came from outside (e.g. a loaded record).
  const emittedRef = useRef<string | null>(null);
  const emit = (next: string) => {
    emittedRef.current = next;
    onChange(next);
  };

  useEffect(() => {
    if (!follows || disabled || value === generated) return;
    if (value !== '' && value !== emittedRef.current) {
      // Set from outside to a url of its own: keep it and stop following the name.
      setFollows(false);
      return;
    }
    emittedRef.current = generated;
    onChangeRef.current(generated);
  }, [follows, disabled, value, generated]);

  // Keep the caret where the user typed, even when normalising changed the text's length.
  useLayoutEffect(() => {
    const caret = caretRef.current;
    const input = inputRef.current;
    if (caret === null || !input || document.activeElement !== input) return;
    caretRef.current = null;
    input.setSelectionRange(caret, caret);
  }, [value]);

  return (
    <div data-slot="seo-url-field" className={cn('grid gap-2', className)}>
      {label !== undefined ? <Label htmlFor={inputId}>{label}</Label> : null}
      <div className="flex items-center gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          value={value}
          disabled={disabled}
          placeholder={placeholder}
          maxLength={maxLength}
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="off"
          aria-describedby={describedBy}
          aria-invalid={ariaInvalid}
          aria-required={ariaRequired}
          onBlur={onBlur}
          onChange={(event) => {
            const raw = event.target.value;
            const normalised = normaliseSeoUrlInput(raw).slice(0, maxLength);
            const caret = event.target.selectionStart;
            if (caret !== null) {
              const before = normaliseSeoUrlInput(raw.slice(0, caret)).length;
              caretRef.current = Math.min(before, normalised.length);
            }
            setFollows(false);
            emit(normalised);
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || generated === '' || value === generated}
          onClick={() => {
            setFollows(autoGenerate);
            emit(generated);
            inputRef.current?.focus();
          }}
        >
          <RefreshCwIcon aria-hidden="true" />
          {intl.formatMessage(msg('seoUrlField.regenerate'))}
        </Button>
      </div>
    </div>
  );
}
