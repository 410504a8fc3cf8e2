import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { PAYMENT_RETURN_PATH } from '@screener/contracts/pricing';
import { ZMeshulamPurchaseRequest } from '@screener/contracts/purchase';
import { NAME_MAX_LENGTH } from '@screener/contracts/validation';
import { useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../../api/error-text';
import { PayButton } from '../../../domain/payment/pay-button';
import { errorProps, useFieldErrorText } from '../../../ui/form-errors';
import { FormShell } from '../../../ui/form-shell';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { markProcessing } from '../api';
import type { GatewayFormProps } from './gateway-form-props';
import { HostedPageFrame } from './hosted-page-frame';
import type { MeshulamOutcome } from './meshulam-message';
import { useGatewayAttempt } from './use-gateway-attempt';

/** The payer's name and Israeli phone, checked by the purchase's own rules (spec part 2 §5). */
const ZMeshulamForm = ZMeshulamPurchaseRequest.pick({ name: true, phone: true });
type MeshulamForm = z.input<typeof ZMeshulamForm>;

const FAILURE_KEYS = {
  closed: 'gateways.meshulam.closed',
  failed_to_load: 'gateways.meshulam.failedToLoad',
  bit_cancelled: 'gateways.meshulam.bitCancelled',
  declined: 'gateways.meshulam.declined',
} as const;

/**
 * The Israeli provider (spec part 2 §4.6): the purchase opens the provider's page, card or bit, in
 * a frame; its success message marks the purchase processing, which counts as success (the dialog
 * tells the viewer an email follows once the provider confirms); any other message fails the attempt.
 */
export function MeshulamForm(props: GatewayFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const methodLabelId = useId();
  const [isBit, setIsBit] = useState(false);
  const { busy, start, settle, fail, sendPurchase } = useGatewayAttempt(props);
  const [page, setPage] = useState<{ url: string; purchaseId: number } | null>(null);
  const form = useForm<MeshulamForm>({
    resolver: zodResolver(ZMeshulamForm),
    defaultValues: { name: '', phone: '' },
  });
  const { errors } = form.formState;

  const failAndClose = useCallback(
    (message: string) => {
      setPage(null);
      fail(message);
    },
    [fail],
  );

  const { submit } = useFormSubmit(form, {
    fields: [],
    action: async (payer) => {
      start();
      const origin = window.location.origin;
      const reply = await sendPurchase({
        charge_type: 'meshulam',
        is_bit: isBit,
        name: payer.name,
        phone: payer.phone,
        success_url: `${origin}${PAYMENT_RETURN_PATH}`,
        cancel_url: `${origin}${PAYMENT_RETURN_PATH}`,
      });
      const { purchase } = reply;
      if (purchase.next_action === 'hosted_page' && purchase.payment_details.url) {
        setPage({ url: purchase.payment_details.url, purchaseId: purchase.id });
        return;
      }
      settle(reply);
    },
    onError: failAndClose,
  });

  const onOutcome = useCallback(
    async (outcome: MeshulamOutcome) => {
      if (!page) return;
      if (outcome.kind === 'failed') {
        failAndClose(t(FAILURE_KEYS[outcome.reason]));
        return;
      }
      setPage(null);
      try {
        settle(await markProcessing({ purchase_id: page.purchaseId, status: 1 }));
      } catch (error) {
        failAndClose(errorText(error, t));
      }
    },
    [page, failAndClose, settle, t],
  );

  return (
    <>
      <FormShell onSubmit={submit} label={t('gateways.meshulam.title')} busy={busy}>
        <TextField
          {...form.register('name')}
          label={t('gateways.meshulam.name')}
          autoComplete="name"
          required
          {...errorProps(fieldError, errors.name)}
          slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
        />
        <TextField
          {...form.register('phone')}
          label={t('gateways.meshulam.phone')}
          type="tel"
          autoComplete="tel"
          required
          {...errorProps(fieldError, errors.phone, t('gateways.meshulam.phoneHint'))}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
        />
        <FormControl>
          <FormLabel id={methodLabelId}>{t('gateways.meshulam.method')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={methodLabelId}
            value={isBit ? 'bit' : 'card'}
            onChange={(event) => setIsBit(event.target.value === 'bit')}
          >
            <FormControlLabel value="card" control={<Radio />} label={t('gateways.meshulam.card')} />
            <FormControlLabel value="bit" control={<Radio />} label={t('gateways.meshulam.bit')} />
          </RadioGroup>
        </FormControl>
        <PayButton total={props.total} currency={props.currency} busy={busy} />
      </FormShell>
      {page ? <HostedPageFrame url={page.url} onOutcome={onOutcome} /> : null}
    </>
  );
}
