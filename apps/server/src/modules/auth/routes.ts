import * as authCalls from '@screener/contracts/calls/auth';
import * as phoneFormCalls from '@screener/contracts/calls/phone-forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import type { CompanyRow } from '../companies/index.ts';
import { type EnrollLinkViewer, loginWithAccessLink, loginWithAutoRegisterLink } from './access-links.ts';
import { approveAppDomain, redeemAppLoginCode, requestAppLogin } from './app-login.ts';
import { checkEmail } from './check-email.ts';
import { type ConsumerRow, normalizeEmail } from './consumers.ts';
import type { AuthDeps } from './deps.ts';
import { googleKeys, loginWithGoogle } from './google-sign-in.ts';
import { loginWithPassword } from './login.ts';
import { changePassword, getCustomer, skipPassword, updateProfile } from './profile.ts';
import { register } from './registration.ts';
import { endSession, touchSession } from './sessions.ts';
import type { ViewerHoldings } from './sign-in.ts';
import { type CodeOrigin, resendVerification, verifyOtp } from './verification.ts';

const TEN_MINUTES = 10 * 60_000;
/** Per client address: room for a household behind one address, not for a guessing script. */
const PER_ADDRESS = { max: 30, windowMs: TEN_MINUTES };
/** Codes mailed per address: a person asking again, not a flood of mail. */
const PER_ACCOUNT = { max: 10, windowMs: TEN_MINUTES };
const PER_ACCOUNT_RESEND = { max: 5, windowMs: TEN_MINUTES };

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: AuthDeps,
  holdings: ViewerHoldings,
  enrollLinkViewer: EnrollLinkViewer,
): void {
  const signInDeps = { ...deps, holdings };
  const accessLinkDeps = { ...signInDeps, enrollLinkViewer };
  const { limiter } = deps.rateLimits;
  const attempts = limiter({ name: 'auth', ...PER_ADDRESS });
  /** Each call counts its own tries per address. */
  const limitAttempts = (call: string, request: FastifyRequest) =>
    attempts(request, `${call}:ip:${request.ip}`);
  const sending = {
    checkEmail: limiter({ name: 'auth:checkEmail', ...PER_ACCOUNT }),
    resend: limiter({ name: 'auth:resend', ...PER_ACCOUNT_RESEND }),
  };
  /** Codes sent to one account: counted per consumer, whichever key or address asked. */
  const limitSending =
    (call: 'checkEmail' | 'resend', request: FastifyRequest) =>
    (consumer: ConsumerRow): Promise<void> =>
      sending[call](request, `account:${consumer.id}`);
  const google = deps.config.GOOGLE_CLIENT_ID ? googleKeys(deps.config) : null;

  const codeOrigin = (
    company: CompanyRow,
    language: CodeOrigin['language'],
    now: Date,
    redirectTo: string | undefined,
    beforeSend: CodeOrigin['beforeSend'],
  ): CodeOrigin => ({
    company,
    language,
    now,
    beforeSend,
    redirectTo,
    siteOrigin: siteOrigin(deps.config, company.domain),
  });

  registerCall(app, deps, authCalls.alive, async ({ viewer, now }) => {
    await touchSession(deps.db, viewer.session.id, now);
    return { alive: true as const };
  });

  registerCall(app, deps, authCalls.checkEmail, async ({ body, request, company, language, now }) => {
    await limitAttempts('checkEmail', request);
    return checkEmail(
      deps,
      body,
      codeOrigin(company, language, now, body.redirectTo, limitSending('checkEmail', request)),
    );
  });

  registerCall(app, deps, phoneFormCalls.registration, async ({ body, request, company, language, now }) => {
    await limitAttempts('checkEmail', request);
    const otp = await register(
      deps,
      body,
      codeOrigin(company, language, now, body.redirectTo, limitSending('checkEmail', request)),
    );
    return { otp };
  });

  registerCall(app, deps, authCalls.login, async ({ body, request, company, now }) => {
    // The account's own count is the login throttle's, kept per method (login-throttle.ts).
    await limitAttempts('login', request);
    return loginWithPassword(signInDeps, { company, email: body.email, password: body.password, now });
  });

  registerCall(app, deps, authCalls.verifyOTP, async ({ body, request, company, now }) => {
    await limitAttempts('verifyOTP', request);
    return verifyOtp(signInDeps, { company, key: body.key, otp: body.otp, now });
  });

  registerCall(
    app,
    deps,
    phoneFormCalls.resendVerification,
    async ({ body, request, company, language, now }) => {
      await limitAttempts('resend', request);
      // By address, counted per address whether or not it has an account, so the limit never tells.
      if (!body.key && body.email) {
        await sending.resend(request, `address:${company.id}:${normalizeEmail(body.email)}`);
      }
      const otp = await resendVerification(
        deps,
        body,
        codeOrigin(company, language, now, body.redirectTo, limitSending('resend', request)),
      );
      return { otp };
    },
  );

  registerCall(
    app,
    deps,
    authCalls.loginWithAccessLink,
    async ({ body, request, company, viewer, language, now }) => {
      await limitAttempts('accessLink', request);
      return loginWithAccessLink(accessLinkDeps, {
        company,
        linkId: body.link_id,
        screenerId: body.screener_id,
        name: body.name,
        email: body.email,
        skipForm: body.skip_form,
        viewer,
        keepSession: body.keep_session,
        language,
        now,
      });
    },
  );

  registerCall(
    app,
    deps,
    authCalls.loginWithAutoRegisterLink,
    async ({ body, request, company, viewer, language, now }) => {
      await limitAttempts('autoRegister', request);
      return loginWithAutoRegisterLink(signInDeps, {
        company,
        token: body.token,
        viewer,
        keepSession: body.keep_session,
        language,
        now,
      });
    },
  );

  registerCall(app, deps, authCalls.loginWithFirebase, async ({ body, request, company, language, now }) => {
    await limitAttempts('google', request);
    return loginWithGoogle(signInDeps, google, { company, idToken: body.accessToken, language, now });
  });

  registerCall(app, deps, authCalls.mewOAuthLogin, async ({ body, viewer, now }) =>
    requestAppLogin(deps.db, viewer, body.oauth_host, now),
  );

  registerCall(app, deps, authCalls.approveOAuthDomain, async ({ body, viewer, now }) =>
    approveAppDomain(deps.db, viewer, body.oauth_host ?? body.hostname ?? '', now),
  );

  registerCall(app, deps, authCalls.redeemOAuth, async ({ body, request, now }) => {
    await limitAttempts('oauthRedeem', request);
    return redeemAppLoginCode(deps.db, { companyId: body.client_id, code: body.code, now });
  });

  registerCall(app, deps, authCalls.isRegistered, async ({ viewer }) => ({ is_registered: viewer !== null }));

  registerCall(app, deps, authCalls.getCustomer, async ({ viewer }) => ({
    consumer: await getCustomer(deps.db, viewer),
  }));

  registerCall(app, deps, phoneFormCalls.updateProfile, async ({ body, viewer, now }) => ({
    consumer: await updateProfile(deps.db, viewer, body, now),
  }));

  registerCall(app, deps, authCalls.changePassword, async ({ body, viewer, now }) => ({
    consumer: await changePassword(deps.db, viewer, body.password, now),
  }));

  registerCall(app, deps, authCalls.skipPassword, async ({ viewer, now }) => ({
    consumer: await skipPassword(deps.db, viewer, now),
  }));

  registerCall(app, deps, authCalls.logout, async ({ viewer, now }) => {
    await endSession(deps.db, viewer.session.id, now);
    return { logged_out: true as const };
  });
}
