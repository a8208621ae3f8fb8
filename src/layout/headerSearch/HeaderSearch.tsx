/**
 * The top bar's route search (docs/routes.md): a search button that expands into the search box
 * (SearchBox: a combobox of the menu entries the user may open). The box and Fluent's combobox
 * are imported (layoutOverlays) when the button is first pointed at, focused or pressed; a press before they are in
 * expands the search as soon as they arrive. Closing it with Escape gives focus back to the button.
 */
import { useRef, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { useDeferredModule } from '../deferred/deferredModule';
import { layoutOverlays } from '../deferred/layoutOverlays';

export function HeaderSearch() {
  const { LL } = useI18nContext();
  const box = useDeferredModule(layoutOverlays);
  // Presentation state only: whether the box is shown (once its module is in).
  const [expanded, setExpanded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const collapse = (refocus: boolean) => {
    setExpanded(false);
    if (refocus) requestAnimationFrame(() => toggleRef.current?.focus());
  };

  if (expanded && box) return <box.SearchBox onClose={collapse} />;
  const H = LL.headerSearch;
  return (
    <Button
      ref={toggleRef}
      appearance="subtle"
      icon={<Search20Regular />}
      aria-label={H.open()}
      title={H.open()}
      aria-busy={expanded || undefined}
      onPointerEnter={layoutOverlays.preload}
      onFocus={layoutOverlays.preload}
      onClick={() => {
        setExpanded(true);
        // Not fetched (offline): the button stays, and the next press tries again.
        layoutOverlays.load().catch(() => setExpanded(false));
      }}
    />
  );
}
