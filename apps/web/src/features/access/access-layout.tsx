import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@backoffice/ui';
import { SmartphoneIcon } from 'lucide-react';
import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { LocaleSwitch } from '../../app/locale-switch';

export interface AccessLayoutProps {
  heading: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Links to the other access screens. */
  footer?: ReactNode;
}

/** The frame of the screens used without a session: a centred card and the language switch. */
export function AccessLayout({ heading, description, children, footer }: AccessLayoutProps) {
  return (
    <div className="relative grid min-h-svh place-items-center bg-muted/40 p-4">
      <LocaleSwitch className="absolute top-4 right-4" />
      <main className="flex w-full max-w-sm flex-col items-center gap-6">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <SmartphoneIcon aria-hidden="true" className="size-6 text-primary" />
          <FormattedMessage id="app.name" />
        </p>
        <Card className="w-full">
          <CardHeader>
            <CardTitle as="h1" className="text-xl">
              {heading}
            </CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          {children ? <CardContent>{children}</CardContent> : null}
          {footer ? (
            <CardFooter className="flex flex-wrap justify-center gap-1 text-sm">{footer}</CardFooter>
          ) : null}
        </Card>
      </main>
    </div>
  );
}
