/** A Fluent link that navigates inside the SPA (and still opens in a new tab on ctrl/middle click). */
import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export function RouterLink({ to, children }: { to: To; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link href={href} onClick={onClick}>
      {children}
    </Link>
  );
}
