import { type LucideIcon } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'wouter';

import { Button } from '@backoffice/ui';

/** A list row's link button ('Open', 'Edit'): its short text, and a name that says which record it opens. */
export function RowLink({
  href,
  icon: Icon,
  text,
  label,
}: {
  href: string;
  icon: LucideIcon;
  text: ReactNode;
  /** The accessible name, naming the row's record. */
  label: string;
}) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={href} aria-label={label}>
        <Icon aria-hidden="true" />
        {text}
      </Link>
    </Button>
  );
}
