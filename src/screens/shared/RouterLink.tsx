/**
 * A Fluent link that navigates inside the SPA (and still opens in a new tab on ctrl/middle click).
 * An address the signed-in user may not open is not offered: its content shows as plain text
 * (useCanOpen, docs/routes.md).
 */
import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler, useResolvedPath, type To } from 'react-router-dom';
import { useCanOpen } from '@/auth/routeAccess';

export function RouterLink({ to, children }: { to: To; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  const { pathname } = useResolvedPath(to);
  const canOpen = useCanOpen();
  if (!canOpen(pathname)) return <span>{children}</span>;
  return (
    <Link href={href} onClick={onClick}>
      {children}
    </Link>
  );
}
