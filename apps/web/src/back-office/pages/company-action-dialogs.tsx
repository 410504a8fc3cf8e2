import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import {
  type PlatformCompany,
  ZInviteOwnerRequest,
  ZSetCompanyDomainRequest,
  ZSuspendCompanyRequest,
} from '@screener/contracts/staff';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import { errorProps, useFieldErrorText } from '../../ui/form-errors';
import { notify } from '../../ui/notifications';
import { useFormSubmit } from '../../ui/use-form-submit';
import { useInviteOwner, useSetCompanyDomain, useSuspendCompany } from '../api';

export type CompanyAction = 'setDomain' | 'inviteOwner' | 'suspend' | 'reinstate';

type Props = { company: PlatformCompany; onClose(): void };

/** The console's dialog for one company: its domain, another owner, its suspension or reinstatement. */
export function CompanyActionDialog({
  action,
  onClose,
}: {
  action: { kind: CompanyAction; company: PlatformCompany } | null;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const kind = action?.kind;
  return (
    <FormDialog
      open={action !== null}
      onClose={onClose}
      title={action ? t(`companies.${action.kind}.title`, { name: action.company.title }) : ''}
    >
      {action && kind === 'setDomain' ? <DomainForm company={action.company} onClose={onClose} /> : null}
      {action && kind === 'inviteOwner' ? (
        <InviteOwnerForm company={action.company} onClose={onClose} />
      ) : null}
      {action && (kind === 'suspend' || kind === 'reinstate') ? (
        <SuspensionForm company={action.company} suspend={kind === 'suspend'} onClose={onClose} />
      ) : null}
    </FormDialog>
  );
}

const ZDomainForm = ZSetCompanyDomainRequest.pick({ domain: true });

function DomainForm({ company, onClose }: Props) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const setDomain = useSetCompanyDomain();
  const form = useForm<z.input<typeof ZDomainForm>, unknown, z.output<typeof ZDomainForm>>({
    resolver: zodResolver(ZDomainForm),
    defaultValues: { domain: company.domain },
  });
  const { errors } = form.formState;
  const { submit, busy } = useFormSubmit(form, {
    fields: ['domain'],
    action: async ({ domain }) => {
      const { company: moved } = await setDomain.mutateAsync({ company_id: company.id, domain });
      notify(t('companies.setDomain.done', { name: company.title, domain: moved.domain }), 'success');
      onClose();
    },
    // A host another site has is refused without naming the field: it is still this field's fault.
    onError: (message) => form.setError('domain', { type: 'server', message }),
  });
  return (
    <DialogForm
      onSubmit={submit}
      busy={busy}
      intro={t('companies.setDomain.intro')}
      onCancel={onClose}
      cancelLabel={t('staff.cancel')}
      submitLabel={t('companies.setDomain.submit')}
    >
      <TextField
        {...form.register('domain')}
        label={t('companies.setDomain.field')}
        required
        autoFocus
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'none' } }}
        {...errorProps(fieldError, errors.domain)}
      />
    </DialogForm>
  );
}

const ZOwnerForm = ZInviteOwnerRequest.pick({ email: true });

function InviteOwnerForm({ company, onClose }: Props) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const invite = useInviteOwner();
  const form = useForm<z.input<typeof ZOwnerForm>, unknown, z.output<typeof ZOwnerForm>>({
    resolver: zodResolver(ZOwnerForm),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const { submit, busy, formError } = useFormSubmit(form, {
    fields: ['email'],
    action: async ({ email }) => {
      await invite.mutateAsync({ company_id: company.id, email });
      notify(t('companies.inviteOwner.done', { email }), 'success');
      onClose();
    },
  });
  return (
    <DialogForm
      onSubmit={submit}
      busy={busy}
      error={formError}
      intro={t('companies.inviteOwner.intro', { domain: company.domain })}
      onCancel={onClose}
      cancelLabel={t('staff.cancel')}
      submitLabel={t('companies.inviteOwner.submit')}
    >
      <TextField
        {...form.register('email')}
        label={t('companies.inviteOwner.field')}
        type="email"
        required
        autoFocus
        {...errorProps(fieldError, errors.email)}
      />
    </DialogForm>
  );
}

const ZReasonForm = ZSuspendCompanyRequest.pick({ reason: true });

function SuspensionForm({ company, suspend, onClose }: Props & { suspend: boolean }) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const change = useSuspendCompany();
  const form = useForm<z.input<typeof ZReasonForm>, unknown, z.output<typeof ZReasonForm>>({
    resolver: zodResolver(ZReasonForm),
    defaultValues: { reason: '' },
  });
  const { errors } = form.formState;
  const kind = suspend ? 'suspend' : 'reinstate';
  const { submit, busy, formError } = useFormSubmit(form, {
    fields: ['reason'],
    action: async ({ reason }) => {
      await change.mutateAsync({
        company_id: company.id,
        suspended: suspend,
        ...(suspend ? { reason: reason ?? null } : {}),
      });
      notify(t(`companies.${kind}.done`, { name: company.title }), 'success');
      onClose();
    },
  });
  return (
    <DialogForm
      onSubmit={submit}
      busy={busy}
      error={formError}
      intro={t(`companies.${kind}.intro`, { name: company.title, domain: company.domain })}
      onCancel={onClose}
      cancelLabel={t('staff.cancel')}
      submitLabel={t(`companies.${kind}.submit`)}
    >
      {suspend ? (
        <TextField
          {...form.register('reason')}
          label={t('companies.suspend.reason')}
          helperText={fieldError(errors.reason?.message) ?? t('companies.suspend.reasonHelp')}
          error={Boolean(errors.reason)}
          multiline
          minRows={2}
        />
      ) : company.suspended_reason ? (
        <TextField
          label={t('companies.suspend.reason')}
          value={company.suspended_reason}
          slotProps={{ input: { readOnly: true } }}
          multiline
        />
      ) : null}
    </DialogForm>
  );
}
