/**
 * Focus back to what opened an overlay that Fluent does not give it back to (a dialog or drawer
 * opened by a plain button, not a DialogTrigger): once the closing overlay has let focus fall to
 * the page (its exit motion done), the opener gets it. Focus the user moved elsewhere meanwhile
 * stays where it is.
 */
const GIVE_UP_MS = 2000;

export function focusBackWhenLost(opener: HTMLElement | null) {
  if (!opener) return;
  const doc = opener.ownerDocument;
  const started = Date.now();
  const check = () => {
    const active = doc.activeElement;
    if (!opener.isConnected || active === opener) return;
    if (active === null || active === doc.body) {
      opener.focus();
      return;
    }
    // Still inside the closing overlay: look again on the next frame.
    if (
      active.closest('[role="dialog"], [role="alertdialog"]') &&
      Date.now() - started < GIVE_UP_MS
    ) {
      requestAnimationFrame(check);
    }
  };
  requestAnimationFrame(check);
}
