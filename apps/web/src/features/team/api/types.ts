/** Answer types of the team calls the contract exports only as schemas. */
import type {
  AuditEvent as AuditEventSchema,
  AuditPage as AuditPageSchema,
  FeatureItem,
  InvitationPreview as InvitationPreviewSchema,
  RolePermissions as RolePermissionsSchema,
  SubAccountRef as SubAccountRefSchema,
} from '@payrail/contract/team';
import type { z } from 'zod';

export type TeamFeature = z.infer<typeof FeatureItem>;
export type SubAccountRef = z.infer<typeof SubAccountRefSchema>;
export type RolePermissions = z.infer<typeof RolePermissionsSchema>;
export type AuditEvent = z.infer<typeof AuditEventSchema>;
export type AuditPage = z.infer<typeof AuditPageSchema>;
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;
