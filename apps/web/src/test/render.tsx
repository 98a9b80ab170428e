import { type Locale } from '@backoffice/shared';
import { render, type RenderResult } from '@testing-library/react';
import { type ReactElement } from 'react';
import { IntlProvider } from 'react-intl';

import { en } from '../i18n/en';
import { it } from '../i18n/it';

const catalogues = { en, it };

/** Renders with react-intl set up for `locale` (English by default). */
export function renderWithIntl(ui: ReactElement, { locale = 'en' }: { locale?: Locale } = {}): RenderResult {
  return render(
    <IntlProvider locale={locale} defaultLocale="en" messages={catalogues[locale]}>
      {ui}
    </IntlProvider>,
  );
}
