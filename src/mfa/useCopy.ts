/**
 * Copies text with the clipboard API and says so on the button for a moment. Browsers without it
 * (a page not served over HTTPS) get no button: the text stays on screen to select by hand.
 */
import { useEffect, useState } from 'react';

const clipboard = (): Clipboard | null => (navigator as { clipboard?: Clipboard }).clipboard ?? null;

export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const board = clipboard();
  return {
    available: board !== null,
    /** True for a moment after `text` was copied. */
    copied: (text: string) => copied === text,
    copy: (text: string) => {
      void board?.writeText(text).then(
        () => setCopied(text),
        () => setCopied(null),
      );
    },
  };
}
