import { downloadKybDocument, updateKyb } from '@payrail/contract/routes/kyb';
import { missingReason } from '#lib/permissions.ts';

/** What saving a stage or uploading a document needs, read from its descriptor. */
export const KYB_UPDATE = updateKyb.access.permission;
/** What reading a document back needs. */
export const KYB_DOWNLOAD = downloadKybDocument.access.permission;

/** Why a member who may read business verification but not change it cannot save a stage or upload. */
export const KYB_UPDATE_REASON = missingReason(updateKyb.access);
