/**
 * Brands for ADMIN (/wn/brand-admin): every brand with its owner, filtered by name, owner
 * (a CREATOR) and creation date; create and edit naming the owner, delete.
 */
import { userAdminApi } from '@/api/userAdmin';
import { BrandScreen, type BrandScope } from './BrandView';

const ALL_BRANDS: BrandScope = { kind: 'all', creators: userAdminApi.users };

export default function BrandAdminScreen() {
  return <BrandScreen scope={ALL_BRANDS} />;
}
