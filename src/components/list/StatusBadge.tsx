/** A status shown as a coloured badge; the label comes translated from the caller. */
import { Badge, type BadgeProps } from '@fluentui/react-components';

export type StatusTone = 'success' | 'warning' | 'danger' | 'informative' | 'subtle' | 'brand';

const COLOR: Record<StatusTone, BadgeProps['color']> = {
  success: 'success',
  warning: 'warning',
  danger: 'danger',
  informative: 'informative',
  subtle: 'subtle',
  brand: 'brand',
};

export function StatusBadge({ label, tone = 'informative' }: { label: string; tone?: StatusTone }) {
  return (
    <Badge appearance="tint" color={COLOR[tone]} shape="rounded">
      {label}
    </Badge>
  );
}
