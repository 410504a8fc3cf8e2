import { useTranslation } from 'react-i18next';
import { SelectField } from '../components/select-field';

/** The plan lists' filter: every plan, those on sale, or the archived ones. */
export const ACTIVE_FILTERS = ['all', 'active', 'archived'] as const;
export type ActiveFilter = (typeof ACTIVE_FILTERS)[number];
export const ACTIVE_OF: Record<ActiveFilter, boolean | null> = { all: null, active: true, archived: false };

/** The filter's select, beside a plan list's search. */
export function ActiveFilterSelect(props: { value: ActiveFilter; onChange: (value: ActiveFilter) => void }) {
  const { t } = useTranslation('admin');
  return (
    <SelectField
      size="small"
      label={t('plans.show')}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as ActiveFilter)}
      sx={{ minWidth: 160 }}
      options={ACTIVE_FILTERS.map((value) => ({ value, label: t(`plans.filter.${value}`) }))}
    />
  );
}
