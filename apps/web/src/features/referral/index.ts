/** The referral feature's face: the affiliate a visit came through, kept until a purchase. */

export { clearAffiliation, getAffiliation, saveAffiliation } from './affiliation-store';
export { useCaptureAffiliation } from './use-capture-affiliation';
