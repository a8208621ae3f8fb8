/**
 * Every overlay of the signed-in layout's tools, one module (layoutOverlays): the account, size,
 * collapsed-group and tag menus, the tooltips, the search box, the error log's badge and dialog,
 * and the settings drawer, with Fluent's positioning, portals, motion and focus traps.
 */
export { Tooltip, CounterBadge } from '@fluentui/react-components';
export { AccountMenu } from '../account/AccountMenu';
export { ErrorLogDialog } from '../errorLog/ErrorLogDialog';
export { GroupFlyout } from '../GroupFlyout';
export { SearchBox } from '../headerSearch/SearchBox';
export { SettingsDrawer } from '../SettingsDrawer';
export { SizeMenu } from '../SizeMenu';
export { TagsMenu } from '../tags/TagsMenu';
