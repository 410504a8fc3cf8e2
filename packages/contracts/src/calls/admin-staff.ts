import { defineCall } from '../call.ts';
import {
  ZAcceptInvitationRequest,
  ZChangeStaffRoleRequest,
  ZChangeStaffRoleResponse,
  ZDoneResponse,
  ZGetInvitationRequest,
  ZGetInvitationResponse,
  ZInviteStaffRequest,
  ZInviteStaffResponse,
  ZListAuditRequest,
  ZListAuditResponse,
  ZListStaffRequest,
  ZListStaffResponse,
  ZRemoveStaffRequest,
  ZResendInvitationRequest,
  ZRevokeInvitationRequest,
  ZStaffLoginResponse,
  ZStaffLogoutRequest,
  ZStaffLogoutResponse,
  ZStaffMeRequest,
  ZStaffMeResponse,
  ZStaffPasswordLoginRequest,
  ZStaffSendCodeRequest,
  ZStaffSendCodeResponse,
  ZStaffVerifyCodeRequest,
  ZStaffVerifyLinkRequest,
} from '../staff.ts';
import {
  ZSignInPolicy,
  ZSignInPolicyRequest,
  ZSignInPolicyResponse,
  ZStaffTotpLoginRequest,
  ZStaffTotpSetupRequest,
  ZTotpCodeRequest,
  ZTotpSelfSetupRequest,
  ZTotpSetupResponse,
  ZTotpStatusRequest,
  ZTotpStatusResponse,
} from '../staff-totp.ts';

export const loginTotp = defineCall({
  path: 'admin/staff/login/totp',
  body: ZStaffTotpLoginRequest,
  response: ZStaffMeResponse,
  auth: 'guest',
  tenant: 'host',
});

export const loginTotpSetup = defineCall({
  path: 'admin/staff/login/totpSetup',
  body: ZStaffTotpSetupRequest,
  response: ZTotpSetupResponse,
  auth: 'guest',
  tenant: 'host',
});

export const totpGet = defineCall({
  path: 'admin/staff/totp/get',
  body: ZTotpStatusRequest,
  response: ZTotpStatusResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'signed_in',
});

export const totpSetup = defineCall({
  path: 'admin/staff/totp/setup',
  body: ZTotpSelfSetupRequest,
  response: ZTotpSetupResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'signed_in',
});

export const totpConfirm = defineCall({
  path: 'admin/staff/totp/confirm',
  body: ZTotpCodeRequest,
  response: ZTotpStatusResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'signed_in',
});

export const totpDisable = defineCall({
  path: 'admin/staff/totp/disable',
  body: ZTotpCodeRequest,
  response: ZTotpStatusResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'signed_in',
});

export const signInPolicyGet = defineCall({
  path: 'admin/staff/signInPolicy/get',
  body: ZSignInPolicyRequest,
  response: ZSignInPolicyResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'staff',
});

export const signInPolicyUpdate = defineCall({
  path: 'admin/staff/signInPolicy/update',
  body: ZSignInPolicy,
  response: ZSignInPolicyResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'staff',
});

export const loginPassword = defineCall({
  path: 'admin/staff/login/password',
  body: ZStaffPasswordLoginRequest,
  response: ZStaffLoginResponse,
  auth: 'guest',
  tenant: 'host',
});

export const loginSendCode = defineCall({
  path: 'admin/staff/login/sendCode',
  body: ZStaffSendCodeRequest,
  response: ZStaffSendCodeResponse,
  auth: 'guest',
  tenant: 'host',
});

export const loginVerifyCode = defineCall({
  path: 'admin/staff/login/verifyCode',
  body: ZStaffVerifyCodeRequest,
  response: ZStaffLoginResponse,
  auth: 'guest',
  tenant: 'host',
});

export const loginVerifyLink = defineCall({
  path: 'admin/staff/login/verifyLink',
  body: ZStaffVerifyLinkRequest,
  response: ZStaffLoginResponse,
  auth: 'guest',
  tenant: 'host',
});

export const invitationGet = defineCall({
  path: 'admin/staff/invitation/get',
  body: ZGetInvitationRequest,
  response: ZGetInvitationResponse,
  auth: 'guest',
  tenant: 'host',
});

export const invitationAccept = defineCall({
  path: 'admin/staff/invitation/accept',
  body: ZAcceptInvitationRequest,
  response: ZStaffLoginResponse,
  auth: 'guest',
  tenant: 'host',
});

export const me = defineCall({
  path: 'admin/staff/me',
  body: ZStaffMeRequest,
  response: ZStaffMeResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'signed_in',
});

export const logout = defineCall({
  path: 'admin/staff/logout',
  body: ZStaffLogoutRequest,
  response: ZStaffLogoutResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'signed_in',
});

export const list = defineCall({
  path: 'admin/staff/list',
  body: ZListStaffRequest,
  response: ZListStaffResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'staff',
});

export const invite = defineCall({
  path: 'admin/staff/invite',
  body: ZInviteStaffRequest,
  response: ZInviteStaffResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'staff',
});

export const changeRole = defineCall({
  path: 'admin/staff/changeRole',
  body: ZChangeStaffRoleRequest,
  response: ZChangeStaffRoleResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'staff',
});

export const remove = defineCall({
  path: 'admin/staff/remove',
  body: ZRemoveStaffRequest,
  response: ZDoneResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'staff',
});

export const invitationRevoke = defineCall({
  path: 'admin/staff/invitation/revoke',
  body: ZRevokeInvitationRequest,
  response: ZDoneResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'staff',
});

export const invitationResend = defineCall({
  path: 'admin/staff/invitation/resend',
  body: ZResendInvitationRequest,
  response: ZInviteStaffResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'staff',
});

export const auditList = defineCall({
  path: 'admin/audit/list',
  body: ZListAuditRequest,
  response: ZListAuditResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'audit_log',
});
