import { useTranslation } from 'react-i18next';
import { SelectField } from '../components/select-field';
import { useStaffIdentity } from '../components/staff-identity-context';
import { useSubscriptionPlanChoices } from '../sales/sales-api';

/** The choice that narrows nothing. */
const ANY = '';

/**
 * The orders grid's subscription-plan filter. The plans are read by the plans page's own call,
 * which needs `content`: a role without it (the box office) and a company without subscription
 * plans see no picker.
 */
export function SubscriptionPlanFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (planId: number | null) => void;
}) {
  const { t } = useTranslation('admin');
  const identity = useStaffIdentity();
  const allowed = identity.kind === 'staff' && identity.permissions.includes('content');
  const plans = useSubscriptionPlanChoices(allowed);
  const rows = plans.data?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <SelectField
      size="small"
      label={t('orders.subscriptionPlan')}
      value={value ?? ANY}
      onChange={(event) => onChange(event.target.value === ANY ? null : Number(event.target.value))}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth: 180 }}
      options={[
        { value: ANY, label: t('orders.anySubscriptionPlan') },
        ...rows.map((plan) => ({
          value: plan.id,
          label: plan.active ? <bdi>{plan.name}</bdi> : t('orders.archivedPlan', { name: plan.name }),
        })),
      ]}
    />
  );
}
