import { downloadKybDocument, updateKyb } from '@payrail/contract/routes/kyb';

/** What saving a stage or uploading a document needs, read from its descriptor. */
export const KYB_UPDATE = updateKyb.access.permission;
/** What reading a document back needs. */
export const KYB_DOWNLOAD = downloadKybDocument.access.permission;

/** Why a member who may read KYB but not change it cannot save a stage or upload. */
export const KYB_UPDATE_REASON = 'You need permission to update business verification';
