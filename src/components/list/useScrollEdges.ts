/**
 * Whether a sideways-scrolling box has more to show on either side, so the sticky columns can
 * cast a shadow over what lies under them (a column hidden under the actions says so). Updates
 * only when an edge flips, not on every scrolled pixel.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ScrollEdges {
  /** Columns are scrolled out under the left sticky column. */
  before: boolean;
  /** Columns lie under the right sticky column, to be scrolled in. */
  after: boolean;
}

export function useScrollEdges<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const max = box.scrollWidth - box.clientWidth;
    const next = { before: box.scrollLeft > 1, after: max - box.scrollLeft > 1 };
    setEdges((now) => (now.before === next.before && now.after === next.after ? now : next));
  }, []);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);
  return { ref, edges };
}
