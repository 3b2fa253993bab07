/** The team area's success toasts, word for word from spec 000 §8 and spec 001 §8. */
export const TeamMessages = {
  invitationSent: 'Invitation sent successfully',
  invitationResent: 'Invitation resent successfully',
  roleUpdated: 'User role updated successfully',
  roleRevoked: 'Member role revoked successfully',
  subAccountUnassigned: 'Sub-account unassigned successfully',
  roleCreated: 'Role created successfully',
  roleDeleted: 'Role deleted successfully',
  permissionsAssigned: 'Permissions assigned successfully',
  /** Not in the spec: the API's own message for DELETE remove-member. */
  memberRemoved: 'Member removed successfully',
} as const;
