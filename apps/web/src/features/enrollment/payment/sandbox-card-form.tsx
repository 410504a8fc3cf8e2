import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PayButton } from '../../../domain/payment/pay-button';
import {
  EMPTY_SANDBOX_CARD as EMPTY,
  SandboxCardFields,
  type SandboxCardValues,
  ZSandboxCardForm,
} from '../../../domain/payment/sandbox-card-fields';
import { ThreeDSecureFrame } from '../../../domain/payment/three-d-secure-frame';
import { FormShell } from '../../../ui/form-shell';
import { useFormSubmit } from '../../../ui/use-form-submit';
import type { GatewayFormProps } from './gateway-form-props';
import { useCardChallenge } from './use-card-challenge';
import { useGatewayAttempt } from './use-gateway-attempt';

/**
 * The sandbox gateway's card form (spec part 2 §4.6, card provider): the success card completes,
 * the 3-D Secure card opens the challenge frame and is marked paid on its completion message, the
 * declined card fails with the provider's message and the form is reset for another attempt.
 */
export function SandboxCardForm(props: GatewayFormProps) {
  const { t } = useTranslation();
  const { busy, start, settle, fail, sendPurchase } = useGatewayAttempt(props);
  const form = useForm<SandboxCardValues>({ resolver: zodResolver(ZSandboxCardForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const filled = Boolean(values.card_number?.trim() && values.address?.trim() && values.zip_code?.trim());

  const failAndReset = useCallback(
    (message: string) => {
      form.reset(EMPTY);
      fail(message);
    },
    [form, fail],
  );
  const challenge = useCardChallenge(settle, failAndReset);

  // The attempt stays busy past the submit (the challenge), so the gateway's `busy` holds the fieldset.
  const { submit } = useFormSubmit(form, {
    fields: [],
    action: async (card) => {
      start();
      const reply = await sendPurchase({ charge_type: 'sandbox', ...card });
      if (!challenge.openIfAsked(reply.purchase)) settle(reply);
    },
    onError: failAndReset,
  });

  return (
    <>
      <FormShell onSubmit={submit} label={t('enrollment.sandbox.title')} busy={busy}>
        <SandboxCardFields register={form.register} errors={errors} />
        <PayButton total={props.total} currency={props.currency} busy={busy} disabled={!filled} />
      </FormShell>
      {challenge.pending ? (
        <ThreeDSecureFrame
          url={challenge.pending.url}
          purchaseId={challenge.pending.purchaseId}
          onComplete={challenge.complete}
        />
      ) : null}
    </>
  );
}
