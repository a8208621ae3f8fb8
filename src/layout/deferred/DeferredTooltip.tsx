/**
 * Fluent's Tooltip, imported on the first intent on its trigger (DeferredTool, layoutOverlays).
 * Until then the trigger carries what the tooltip gives it, so its accessible name (a "label"
 * tooltip) or description is there from the first render. The tooltip itself shows from the next
 * time the pointer or keyboard focus comes to the trigger once the module is in: the first hover
 * only fetches it.
 */
import { useId } from 'react';
import type { PositioningShorthand } from '@fluentui/react-components';
import { DeferredTool, type TriggerElement } from './DeferredTool';
import { layoutOverlays } from './layoutOverlays';

export interface DeferredTooltipProps {
  content: string;
  relationship: 'label' | 'description';
  positioning?: PositioningShorthand;
  /** The trigger, a Fluent Button. */
  children: TriggerElement;
}

export function DeferredTooltip({
  content,
  relationship,
  positioning,
  children,
}: DeferredTooltipProps) {
  const id = useId();
  const described = relationship === 'description';
  return (
    <DeferredTool
      deferred={layoutOverlays}
      trigger={children}
      lightProps={described ? { 'aria-describedby': id } : { 'aria-label': content }}
      beside={
        described && (
          <span id={id} hidden>
            {content}
          </span>
        )
      }
    >
      {({ Tooltip }, slot) => (
        <Tooltip content={content} relationship={relationship} positioning={positioning}>
          {slot}
        </Tooltip>
      )}
    </DeferredTool>
  );
}
