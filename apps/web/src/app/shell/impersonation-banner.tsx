import { Button } from '@backoffice/ui';
import { UndoIcon } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { endImpersonation, useCurrentUser } from '../session';

/** Shown while an administrator acts as another user (current-session returns impersonated_by). */
export function ImpersonationBanner() {
  const user = useCurrentUser();
  const [leaving, setLeaving] = useState(false);
  if (!user.impersonated_by) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 bg-warning px-4 py-2 text-sm text-warning-foreground"
    >
      <p className="font-medium">
        <FormattedMessage id="shell.actingAs" values={{ email: user.email }} />
      </p>
      <Button
        size="sm"
        variant="outline"
        loading={leaving}
        onClick={() => {
          setLeaving(true);
          void endImpersonation();
        }}
      >
        <UndoIcon aria-hidden="true" />
        <FormattedMessage id="shell.backToOwnSession" />
      </Button>
    </div>
  );
}
