/** The business companies or partners screen over one in-memory world (never a live server). */
import { BusinessCompanyAdminView } from '@/screens/company/BusinessCompanyAdminScreen';
import type { MembershipKind } from '@/screens/company/membership';
import { CooperateAdminView } from '@/screens/cooperate/CooperateAdminScreen';
import { EVERY_RIGHT, READ_ONLY, STORY_VIEW } from './listStatePlays';
import { fixtureMembersWorld, type MembersWorldOptions } from '../../tests/fixtures/lists/memberFixtures';

export interface OwnerScreenStoryProps {
  kind: MembershipKind;
  world: MembersWorldOptions;
  /** ADMIN (manages the list and the members) or a reader (AUDITOR). */
  admin: boolean;
}

export function OwnerScreenStory({ kind, world, admin }: OwnerScreenStoryProps) {
  const { companies, cooperates, members, priceImpact } = fixtureMembersWorld(world);
  const common = {
    members,
    permissions: admin ? EVERY_RIGHT : READ_ONLY,
    canManageMembers: admin,
    ...STORY_VIEW,
  };
  return kind === 'company' ? (
    <BusinessCompanyAdminView api={companies.api} {...common} />
  ) : (
    <CooperateAdminView api={cooperates.api} priceImpact={priceImpact} {...common} />
  );
}
