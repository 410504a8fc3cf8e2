import * as authCalls from '@screener/contracts/calls/auth';
import * as phoneFormCalls from '@screener/contracts/calls/phone-forms';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import type { CompanyRow } from '../companies/index.ts';
import type { AuthLimits } from './auth-limits.ts';
import { checkEmail } from './check-email.ts';
import { normalizeEmail } from './consumers.ts';
import type { AuthDeps } from './deps.ts';
import { loginWithPassword } from './login.ts';
import { register } from './registration.ts';
import type { ViewerHoldings } from './sign-in.ts';
import { type CodeOrigin, resendVerification, verifyOtp } from './verification.ts';

/** Signing in by address: the code mailed or sent, registration, a password, and the code typed back. */
export function registerCodeSignInRoutes(
  app: FastifyInstance,
  deps: AuthDeps,
  holdings: ViewerHoldings,
  limits: AuthLimits,
): void {
  const signInDeps = { ...deps, holdings };
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

  registerCall(app, deps, authCalls.checkEmail, async ({ body, request, company, language, now }) => {
    await limits.attempt('checkEmail', request);
    return checkEmail(
      deps,
      body,
      codeOrigin(company, language, now, body.redirectTo, limits.sendingTo('checkEmail', request)),
    );
  });

  registerCall(app, deps, phoneFormCalls.registration, async ({ body, request, company, language, now }) => {
    await limits.attempt('checkEmail', request);
    const otp = await register(
      deps,
      body,
      codeOrigin(company, language, now, body.redirectTo, limits.sendingTo('checkEmail', request)),
    );
    return { otp };
  });

  registerCall(app, deps, authCalls.login, async ({ body, request, company, now }) => {
    // The account's own count is the login throttle's, kept per method (login-throttle.ts).
    await limits.attempt('login', request);
    return loginWithPassword(signInDeps, { company, email: body.email, password: body.password, now });
  });

  registerCall(app, deps, authCalls.verifyOTP, async ({ body, request, company, now }) => {
    await limits.attempt('verifyOTP', request);
    return verifyOtp(signInDeps, { company, key: body.key, otp: body.otp, now });
  });

  registerCall(
    app,
    deps,
    phoneFormCalls.resendVerification,
    async ({ body, request, company, language, now }) => {
      await limits.attempt('resend', request);
      if (!body.key && body.email) {
        await limits.resendToAddress(request, `address:${company.id}:${normalizeEmail(body.email)}`);
      }
      const otp = await resendVerification(
        deps,
        body,
        codeOrigin(company, language, now, body.redirectTo, limits.sendingTo('resend', request)),
      );
      return { otp };
    },
  );
}
