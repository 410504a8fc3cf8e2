import {
  type PlatformCompany,
  ZInviteOwnerRequest,
  ZSetCompanyDomainRequest,
  ZSuspendCompanyRequest,
} from '@screener/contracts/staff';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/form-dialog';
import { notify } from '../../ui/notifications';
import { useInviteOwner, useSetCompanyDomain, useSuspendCompany } from '../api';
import { CompanyFieldForm } from './company-field-form';

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
  const setDomain = useSetCompanyDomain();
  return (
    <CompanyFieldForm
      schema={ZDomainForm}
      name="domain"
      defaultValue={company.domain}
      intro={t('companies.setDomain.intro')}
      submitLabel={t('companies.setDomain.submit')}
      send={async ({ domain }) => {
        const { company: moved } = await setDomain.mutateAsync({ company_id: company.id, domain });
        notify(t('companies.setDomain.done', { name: company.title, domain: moved.domain }), 'success');
      }}
      onClose={onClose}
      // A host another site has is refused without naming the field: it is still this field's fault.
      blameField
      field={{
        label: t('companies.setDomain.field'),
        required: true,
        autoFocus: true,
        slotProps: { htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'none' } },
      }}
    />
  );
}

const ZOwnerForm = ZInviteOwnerRequest.pick({ email: true });

function InviteOwnerForm({ company, onClose }: Props) {
  const { t } = useTranslation('admin');
  const invite = useInviteOwner();
  return (
    <CompanyFieldForm
      schema={ZOwnerForm}
      name="email"
      defaultValue=""
      intro={t('companies.inviteOwner.intro', { domain: company.domain })}
      submitLabel={t('companies.inviteOwner.submit')}
      send={async ({ email }) => {
        await invite.mutateAsync({ company_id: company.id, email });
        notify(t('companies.inviteOwner.done', { email }), 'success');
      }}
      onClose={onClose}
      field={{ label: t('companies.inviteOwner.field'), type: 'email', required: true, autoFocus: true }}
    />
  );
}

const ZReasonForm = ZSuspendCompanyRequest.pick({ reason: true });

function SuspensionForm({ company, suspend, onClose }: Props & { suspend: boolean }) {
  const { t } = useTranslation('admin');
  const change = useSuspendCompany();
  const kind = suspend ? 'suspend' : 'reinstate';
  const reasonField = { label: t('companies.suspend.reason'), multiline: true };
  return (
    <CompanyFieldForm
      schema={ZReasonForm}
      name="reason"
      defaultValue=""
      intro={t(`companies.${kind}.intro`, { name: company.title, domain: company.domain })}
      submitLabel={t(`companies.${kind}.submit`)}
      send={async ({ reason }) => {
        await change.mutateAsync({
          company_id: company.id,
          suspended: suspend,
          ...(suspend ? { reason: reason ?? null } : {}),
        });
        notify(t(`companies.${kind}.done`, { name: company.title }), 'success');
      }}
      onClose={onClose}
      // Reinstating shows the reason the site was suspended for, when there was one.
      field={
        suspend
          ? { ...reasonField, minRows: 2, helperText: t('companies.suspend.reasonHelp') }
          : company.suspended_reason
            ? reasonField
            : null
      }
      {...(!suspend && company.suspended_reason ? { shownValue: company.suspended_reason } : {})}
    />
  );
}
