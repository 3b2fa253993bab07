/** Why a member who may read KYB but not change it cannot save a stage or upload. */
export const KYB_UPDATE_REASON = 'You need permission to update business verification';
