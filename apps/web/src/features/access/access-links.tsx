import { type ReactNode } from 'react';
import { Link } from 'wouter';

/** A link between access screens, after a short lead-in ("No account yet? Register"). */
export function AccessLink({
  lead,
  href,
  children,
}: {
  lead?: ReactNode;
  href: string;
  children: ReactNode;
}) {
  return (
    <p className="text-muted-foreground">
      {lead}{' '}
      <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline">
        {children}
      </Link>
    </p>
  );
}
