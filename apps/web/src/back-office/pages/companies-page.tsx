import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type PlatformCompany, ZCreateCompanyRequest } from '@screener/contracts/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import { useFieldErrorText } from '../../ui/form-errors';
import { notify } from '../../ui/notifications';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useFormSubmit } from '../../ui/use-form-submit';
import { useCompanies, useCreateCompany } from '../api';
import { AdminTable } from '../components/admin-table';
import { LoadState } from '../components/load-state';
import { type CompanyAction, CompanyActionDialog } from './company-action-dialogs';
import { CompanyActions, CompanyCards, CompanyStatus } from './company-cards';

type CompanyForm = z.input<typeof ZCreateCompanyRequest>;
const FIELDS = ['title', 'slug', 'domain', 'currency', 'timezone', 'owner_email'] as const;

/**
 * The platform console: every company's site, and a new one with its first owner invited; each
 * site's domain, another owner's invitation, and its suspension.
 */
export function CompaniesPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('companies.title'));
  const companies = useCompanies();
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<{ kind: CompanyAction; company: PlatformCompany } | null>(null);
  const open = (kind: CompanyAction, company: PlatformCompany) => setAction({ kind, company });
  // In the mobile layout (below md, as the data grids read it: the theme's sm is 360 px) the
  // table's actions sat past the screen's edge, so each company becomes a card.
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="h1" variant="h4">
          {t('companies.title')}
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {t('companies.create')}
        </Button>
      </Stack>
      {!companies.data ? (
        <LoadState error={companies.error} onRetry={() => void companies.refetch()} />
      ) : companies.data.companies.length === 0 ? (
        <Typography color="text.secondary">{t('companies.empty')}</Typography>
      ) : phone ? (
        <CompanyCards companies={companies.data.companies} onAction={open} />
      ) : (
        <AdminTable
          label={t('companies.title')}
          rows={companies.data.companies}
          rowKey={(company) => company.id}
          columns={[
            { key: 'name', header: t('companies.name'), cell: (company) => company.title },
            { key: 'slug', header: t('companies.slug'), ltr: true, cell: (company) => company.slug },
            { key: 'domain', header: t('companies.domain'), ltr: true, cell: (company) => company.domain },
            { key: 'staff', header: t('companies.staffCount'), cell: (company) => company.staff_count },
            {
              key: 'status',
              header: t('companies.status'),
              cell: (company) => <CompanyStatus company={company} />,
            },
            {
              key: 'actions',
              header: t('companies.actions'),
              cell: (company) => <CompanyActions company={company} onAction={open} />,
            },
          ]}
        />
      )}
      <CreateCompanyDialog open={creating} onClose={() => setCreating(false)} />
      <CompanyActionDialog action={action} onClose={() => setAction(null)} />
    </Stack>
  );
}

function CreateCompanyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const create = useCreateCompany();
  const form = useForm<CompanyForm, unknown, z.output<typeof ZCreateCompanyRequest>>({
    resolver: zodResolver(ZCreateCompanyRequest),
    defaultValues: { title: '', slug: '', domain: '', currency: 'USD', timezone: 'UTC' },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const { submit, busy } = useFormSubmit(form, {
    fields: FIELDS,
    action: async (values) => {
      await create.mutateAsync(values);
      notify(t('companies.created', { name: values.title }), 'success');
      close();
    },
    onError: (message) => form.setError('domain', { type: 'server', message }),
  });
  const labels = {
    title: t('companies.name'),
    slug: t('companies.slug'),
    domain: t('companies.domain'),
    currency: t('companies.currency'),
    timezone: t('companies.timezone'),
    owner_email: t('companies.ownerEmail'),
  };
  return (
    <FormDialog open={open} onClose={close} title={t('companies.createTitle')}>
      <DialogForm
        submission={{ submit, busy }}
        onCancel={close}
        cancelLabel={t('staff.cancel')}
        submitLabel={t('companies.submit')}
      >
        {FIELDS.map((field) => (
          <TextField
            key={field}
            {...form.register(
              field,
              field === 'owner_email' ? { setValueAs: (value: string) => value || undefined } : {},
            )}
            label={labels[field]}
            required={field !== 'owner_email'}
            type={field === 'owner_email' ? 'email' : 'text'}
            error={Boolean(errors[field])}
            helperText={fieldError(errors[field]?.message)}
          />
        ))}
      </DialogForm>
    </FormDialog>
  );
}
