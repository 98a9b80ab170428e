import { cn } from '@backoffice/ui';
import { InfoIcon } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * The spec's tooltip beside the password: 'The password must be 6 to 32 characters long.' Shown on hover
 * and keyboard focus with CSS only, which keeps the positioning library out of the login page.
 */
export function PasswordRulesHint({ className }: { className?: string }) {
  const intl = useIntl();
  const tooltipId = useId();
  return (
    <span className={cn('group relative inline-flex', className)}>
      <button
        type="button"
        aria-label={intl.formatMessage({ id: 'access.passwordRules' })}
        aria-describedby={tooltipId}
        className="inline-flex size-5 items-center justify-center rounded-full text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <InfoIcon aria-hidden="true" className="size-4" />
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        className="invisible absolute right-0 bottom-full z-50 mb-2 w-max max-w-60 rounded-md bg-foreground px-3 py-1.5 text-xs text-background opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        <FormattedMessage id="msg.passwordLengthHint" />
      </span>
    </span>
  );
}
