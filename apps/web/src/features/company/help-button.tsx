import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Popover,
  PopoverContent,
  PopoverTrigger,
} from '@backoffice/ui';
import { CircleHelpIcon } from 'lucide-react';
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** The help button of a company form group: help is under development (spec 000, section 2). */
export function HelpButton({ group }: { group: string }) {
  const intl = useIntl();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={intl.formatMessage({ id: 'company.help.button' }, { group })}
        >
          <CircleHelpIcon aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent role="note" className="text-sm">
        <FormattedMessage id="company.help.text" />
      </PopoverContent>
    </Popover>
  );
}

/** One group of the company forms: a card with its title and help button. */
export function CompanyGroupCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle as="h2" className="text-lg">
          {title}
        </CardTitle>
        <HelpButton group={title} />
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
