/**
 * "My brands" for a CREATOR (/brand-table): the same brands resource, which the server scopes to
 * the caller's own brands and whose owner it sets itself; create, edit and delete them.
 */
import { BrandScreen, type BrandScope } from './BrandView';

const OWN_BRANDS: BrandScope = { kind: 'own' };

export default function BrandTableScreen() {
  return <BrandScreen scope={OWN_BRANDS} />;
}
