/**
 * The dark theme from the same brand colour (settings' dark theme switch). Its own module, loaded
 * only when dark mode is on: Fluent's dark tokens stay off the first page. On a dark background
 * Fluent's guidance is to use lighter steps of the ramp for brand text and links.
 */
import { createDarkTheme, type Theme } from '@fluentui/react-components';
import { brandRamp, DEFAULT_BRAND_COLOR } from './brandTheme';

export function createDarkBrandTheme(hex: string = DEFAULT_BRAND_COLOR): Theme {
  const ramp = brandRamp(hex);
  const theme = createDarkTheme(ramp);
  return {
    ...theme,
    colorBrandForeground1: ramp[110],
    colorBrandForeground2: ramp[120],
    colorBrandForegroundLink: ramp[110],
    colorBrandForegroundLinkHover: ramp[120],
    colorBrandForegroundLinkPressed: ramp[100],
    colorCompoundBrandForeground1: ramp[110],
    colorCompoundBrandStroke: ramp[110],
  };
}
