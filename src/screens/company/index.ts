/**
 * What other screen folders may use of the companies screen (docs/browser.md, "Imports"): the
 * partners screen lists its linked accounts the same way.
 */
export { useMembersDrawer, useOwnerAccess, type OwnerListViewProps } from './ownerList';
