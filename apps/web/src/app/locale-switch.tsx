import { isLocale, LOCALES } from '@backoffice/shared';
import { cn, NativeSelect, NativeSelectOption } from '@backoffice/ui';
import { LanguagesIcon } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { LOCALE_LABEL_IDS, useLocale } from '../i18n';

/** The interface language; each option names itself in its own language. */
export function LocaleSwitch({ className }: { className?: string }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-muted-foreground">
        <LanguagesIcon aria-hidden="true" className="size-4" />
        <span className="sr-only">
          <FormattedMessage id="locale.label" />
        </span>
      </label>
      <NativeSelect
        id={id}
        value={locale}
        wrapperClassName="w-auto"
        className="h-8 min-w-28"
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {LOCALES.map((option) => (
          <NativeSelectOption key={option} value={option} lang={option}>
            {intl.formatMessage({ id: LOCALE_LABEL_IDS[option] })}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
