import { Card, CardContent, Tabs, TabsContent, TabsList, TabsTrigger } from '@backoffice/ui';
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { confirmDiscard } from '../../hooks/use-unsaved-changes';
import { useListUrlState } from '../../hooks/use-url-state';
import { type AppMessageId } from '../../i18n';

export interface Section {
  value: string;
  titleId: AppMessageId;
  content: ReactNode;
}

/**
 * The left-hand tabs of the profile and admin edit screens (spec 000: switched locally), each
 * section in a card under its own heading. The open section is the URL's `tab` (a reload or a shared
 * link opens it again). Leaving a section with unsaved changes asks first.
 */
export function SectionTabs({ sections, labelId }: { sections: readonly Section[]; labelId: AppMessageId }) {
  const intl = useIntl();
  const url = useListUrlState({
    filterKeys: ['tab'],
    filterValues: { tab: sections.map((section) => section.value) },
  });
  const first = sections[0]?.value;
  const current = url.filters.tab ?? first;
  const setCurrent = (next: string) => url.setFilter('tab', next === first ? undefined : next);
  return (
    <Tabs
      value={current}
      // Switching unmounts the open section's form: ask first when it holds unsaved changes.
      onValueChange={(next) => confirmDiscard(() => setCurrent(next))}
      orientation="vertical"
      // Arrow keys move between tabs; Enter or Space switches (focus alone must not, or the focus
      // coming back after the unsaved-changes question would switch anyway).
      activationMode="manual"
    >
      <TabsList aria-label={intl.formatMessage({ id: labelId })}>
        {sections.map((section) => (
          <TabsTrigger key={section.value} value={section.value}>
            <FormattedMessage id={section.titleId} />
          </TabsTrigger>
        ))}
      </TabsList>
      {sections.map((section) => (
        <TabsContent key={section.value} value={section.value}>
          <Card>
            <CardContent className="grid gap-4">
              <h2 className="text-lg font-semibold">
                <FormattedMessage id={section.titleId} />
              </h2>
              {section.content}
            </CardContent>
          </Card>
        </TabsContent>
      ))}
    </Tabs>
  );
}
