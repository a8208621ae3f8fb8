/**
 * The open state of a deferred menu (DeferredTool): open as it mounts when the user pressed its
 * trigger before it had loaded, then Fluent's own opening and closing. Spread on a Menu.
 */
import { useState } from 'react';

export function useOpenedAtOnce(openAtOnce: boolean) {
  const [open, setOpen] = useState(openAtOnce);
  return { open, onOpenChange: (_: unknown, data: { open: boolean }) => setOpen(data.open) };
}
