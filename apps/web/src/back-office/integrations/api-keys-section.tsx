import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZCreateApiKeyRequest } from '@screener/contracts/api-keys';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import { errorProps, useFieldErrorText } from '../../ui/form-errors';
import { notify } from '../../ui/notifications';
import { useFormSubmit } from '../../ui/use-form-submit';
import { AdminTable } from '../components/admin-table';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadState } from '../components/load-state';
import { useApiErrorText } from '../use-api-error-text';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './integrations-api';
import { ShownOnceDialog } from './shown-once';

/** The company's read-only API keys: a new one shown once, each revocable. */
export function ApiKeysSection() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);
  const revokeKey = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify(t('integrations.apiKeys.revoked'), 'success');
    } catch (error) {
      notify(errorText(error), 'error');
    }
    setRevoking(null);
  };
  return (
    <Stack spacing={2} component="section" aria-labelledby="api-keys-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="api-keys-heading" component="h2" variant="h5">
          {t('integrations.apiKeys.title')}
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {t('integrations.apiKeys.create')}
        </Button>
      </Stack>
      <Typography color="text.secondary">{t('integrations.apiKeys.intro')}</Typography>
      {!keys.data ? (
        <LoadState error={keys.error} onRetry={() => void keys.refetch()} />
      ) : keys.data.keys.length === 0 ? (
        <Typography color="text.secondary">{t('integrations.apiKeys.empty')}</Typography>
      ) : (
        <AdminTable
          label={t('integrations.apiKeys.title')}
          rows={keys.data.keys}
          rowKey={(key) => key.id}
          columns={[
            { key: 'name', header: t('integrations.apiKeys.name'), cell: (key) => key.name },
            {
              key: 'prefix',
              header: t('integrations.apiKeys.prefix'),
              ltr: true,
              monospace: true,
              cell: (key) => `${key.prefix}…`,
            },
            {
              key: 'created',
              header: t('integrations.apiKeys.created'),
              wrap: 'nowrap',
              cell: (key) => key.created_at,
            },
            {
              key: 'used',
              header: t('integrations.apiKeys.lastUsed'),
              wrap: 'nowrap',
              cell: (key) => key.last_used_at ?? '',
            },
            {
              key: 'actions',
              header: t('integrations.actions'),
              cell: (key) =>
                key.revoked_at ? (
                  t('integrations.apiKeys.revokedAt', { date: key.revoked_at })
                ) : (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setRevoking({ id: key.id, name: key.name })}
                  >
                    {t('integrations.apiKeys.revoke')}
                  </Button>
                ),
            },
          ]}
        />
      )}
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} onCreated={setToken} />
      <ShownOnceDialog title={t('integrations.apiKeys.key')} value={token} onClose={() => setToken(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={t('integrations.apiKeys.revokeTitle')}
        text={t('integrations.apiKeys.revokeText', { name: revoking?.name ?? '' })}
        confirmLabel={t('integrations.apiKeys.revoke')}
        busy={revoke.isPending}
        onConfirm={() => void revokeKey()}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}

function CreateKeyDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose(): void;
  onCreated(token: string): void;
}) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const create = useCreateApiKey();
  const form = useForm<z.input<typeof ZCreateApiKeyRequest>, unknown, z.output<typeof ZCreateApiKeyRequest>>({
    resolver: zodResolver(ZCreateApiKeyRequest),
    defaultValues: { name: '' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submission = useFormSubmit(form, {
    fields: ['name'],
    action: async (values) => {
      const answer = await create.mutateAsync(values);
      close();
      onCreated(answer.token);
    },
  });
  return (
    <FormDialog open={open} onClose={close} title={t('integrations.apiKeys.createTitle')}>
      <DialogForm
        submission={submission}
        onCancel={close}
        cancelLabel={t('staff.cancel')}
        submitLabel={t('integrations.apiKeys.create')}
      >
        <TextField
          {...form.register('name')}
          label={t('integrations.apiKeys.name')}
          required
          {...errorProps(fieldError, form.formState.errors.name, t('integrations.apiKeys.nameHint'))}
        />
      </DialogForm>
    </FormDialog>
  );
}
