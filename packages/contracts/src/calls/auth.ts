import {
  ZAppLoginRequest,
  ZAppLoginResponse,
  ZApproveAppDomainRequest,
  ZChangePasswordRequest,
  ZCheckEmailRequest,
  ZCheckEmailResponse,
  ZConsumerResponse,
  ZGetCustomerRequest,
  ZIsRegisteredRequest,
  ZIsRegisteredResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZLoginWithAccessLinkRequest,
  ZLoginWithAutoRegisterLinkRequest,
  ZLoginWithAutoRegisterLinkResponse,
  ZLoginWithFirebaseRequest,
  ZLogoutRequest,
  ZLogoutResponse,
  ZRedeemAppLoginRequest,
  ZRedeemAppLoginResponse,
  ZSkipPasswordRequest,
  ZVerifyOtpRequest,
  ZVerifyOtpResponse,
} from '../auth.ts';
import { defineCall } from '../call.ts';
import { ZAliveRequest, ZAliveResponse } from '../session.ts';

export const alive = defineCall({
  path: 'alive',
  body: ZAliveRequest,
  response: ZAliveResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const checkEmail = defineCall({
  path: 'consumer/checkEmail',
  body: ZCheckEmailRequest,
  response: ZCheckEmailResponse,
  auth: 'guest',
  tenant: 'host',
});

export const login = defineCall({
  path: 'consumer/login',
  body: ZLoginRequest,
  response: ZLoginResponse,
  auth: 'guest',
  tenant: 'host',
});

export const verifyOTP = defineCall({
  path: 'consumer/verifyOTP',
  body: ZVerifyOtpRequest,
  response: ZVerifyOtpResponse,
  auth: 'guest',
  tenant: 'host',
});

export const loginWithAccessLink = defineCall({
  path: 'consumer/loginWithAccessLink',
  body: ZLoginWithAccessLinkRequest,
  response: ZLoginResponse,
  auth: 'optional',
  tenant: 'host',
});

export const loginWithAutoRegisterLink = defineCall({
  path: 'consumer/loginWithAutoRegisterLink',
  body: ZLoginWithAutoRegisterLinkRequest,
  response: ZLoginWithAutoRegisterLinkResponse,
  auth: 'optional',
  tenant: 'host',
});

export const loginWithFirebase = defineCall({
  path: 'consumer/loginWithFirebase',
  body: ZLoginWithFirebaseRequest,
  response: ZLoginResponse,
  auth: 'guest',
  tenant: 'host',
});

export const mewOAuthLogin = defineCall({
  path: 'consumer/mewOAuthLogin',
  body: ZAppLoginRequest,
  response: ZAppLoginResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const approveOAuthDomain = defineCall({
  path: 'consumer/approveOAuthDomain',
  body: ZApproveAppDomainRequest,
  response: ZAppLoginResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const redeemOAuth = defineCall({
  path: 'oauth/redeem',
  body: ZRedeemAppLoginRequest,
  response: ZRedeemAppLoginResponse,
  auth: 'guest',
  tenant: 'none',
});

export const isRegistered = defineCall({
  path: 'consumer/isRegistered',
  body: ZIsRegisteredRequest,
  response: ZIsRegisteredResponse,
  auth: 'optional',
  tenant: 'host',
});

export const getCustomer = defineCall({
  path: 'customer/get',
  body: ZGetCustomerRequest,
  response: ZConsumerResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const changePassword = defineCall({
  path: 'consumer/changePassword',
  body: ZChangePasswordRequest,
  response: ZConsumerResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const skipPassword = defineCall({
  path: 'consumer/skipPassword',
  body: ZSkipPasswordRequest,
  response: ZConsumerResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const logout = defineCall({
  path: 'consumer/logout',
  body: ZLogoutRequest,
  response: ZLogoutResponse,
  auth: 'consumer',
  tenant: 'host',
});
