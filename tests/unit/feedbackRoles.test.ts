/**
 * The feedback desk's roles agree (docs/feedback.md, "Who"): the server's list and flow calls are
 * open to exactly the roles the route table gives /wn/opinion-admin, and the machine lets each of
 * them handle feedback.
 */
import { describe, expect, it } from 'vitest';
import { mayHandleFeedback } from '@contracts/feedbackKinds.js';
import { ENTITY_ROLES, FEEDBACK_ACTION_ROLES } from '@contracts/permissions.js';
import { findRoute, SIGNED_IN_ROUTES } from '@contracts/routeTable.js';

describe('who handles feedback', () => {
  const screenRoles = [...(findRoute(SIGNED_IN_ROUTES, '/wn/opinion-admin')?.node.roles ?? [])].sort();

  it('is who the route table lets open the feedback desk', () => {
    expect(screenRoles).toEqual(['ADMIN']);
    expect([...ENTITY_ROLES.Feedback.list].sort()).toEqual(screenRoles);
    for (const roles of Object.values(FEEDBACK_ACTION_ROLES)) expect([...roles].sort()).toEqual(screenRoles);
  });

  it('is allowed by the feedback machine', () => {
    for (const role of screenRoles) expect(mayHandleFeedback({ id: 1, roles: [role] })).toBe(true);
  });
});
