/**
 * Mobile mode (docs/decisions.md): below 992 px of body width the device is mobile and the sidebar closes
 * without animation; back above it, desktop. In mobile mode a navigation closes the open sidebar.
 */
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { MOBILE_BREAKPOINT } from '@machines/app.machine.js';
import { useAppActorRef } from '@/shell/appState';

/** The body's width; where layout is not computed (jsdom) the window's. */
export function bodyWidth(): number {
  return document.body.getBoundingClientRect().width || window.innerWidth;
}

export function isMobileWidth(width = bodyWidth()): boolean {
  return width - 1 < MOBILE_BREAKPOINT;
}

/** A fixed width instead of the measured one (stories show the mobile layout with it). */
export const FixedWidthContext = createContext<number | null>(null);

export function useResponsiveDevice(): void {
  const actor = useAppActorRef();
  const fixedWidth = useContext(FixedWidthContext);
  const { pathname } = useLocation();

  useEffect(() => {
    const update = () => {
      const mobile = isMobileWidth(fixedWidth ?? bodyWidth());
      const { device } = actor.getSnapshot().context;
      if (mobile && device !== 'mobile') {
        actor.send({ type: 'TOGGLE_DEVICE', device: 'mobile' });
        actor.send({ type: 'CLOSE_SIDEBAR', withoutAnimation: true });
      } else if (!mobile && device !== 'desktop') {
        actor.send({ type: 'TOGGLE_DEVICE', device: 'desktop' });
      }
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [actor, fixedWidth]);

  useEffect(() => {
    const { device, sidebar } = actor.getSnapshot().context;
    if (device === 'mobile' && sidebar.opened) actor.send({ type: 'CLOSE_SIDEBAR', withoutAnimation: false });
  }, [actor, pathname]);
}
