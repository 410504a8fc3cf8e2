import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { auditChanges } from '@screener/contracts/audit';
import { type AuditEntry, STAFF_ROLES, type StaffRole } from '@screener/contracts/staff';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../ui/visually-hidden';
import { useAdminDateTime } from '../components/use-admin-date-time';
import { type AuditValueWords, auditValueText, wordByPath } from './audit-words';

/** What the log's lines are named by: the action's words, the record's kind, a value's words. */
export function useAuditNames() {
  const { t } = useTranslation('admin');
  const actions = t('audit.actions', { returnObjects: true });
  const targets = t('audit.targets', { returnObjects: true });
  const dateTime = useAdminDateTime();
  const words: AuditValueWords = {
    yes: t('audit.values.yes'),
    no: t('audit.values.no'),
    none: t('audit.values.none'),
    picture: t('audit.values.picture'),
    dateTime,
  };
  return {
    action: (action: string) => wordByPath(actions, action) ?? action,
    target: (entry: AuditEntry) => {
      const kind = wordByPath(targets, entry.target_type) ?? entry.target_type;
      return entry.target_id === null ? kind : t('audit.record', { kind, id: entry.target_id });
    },
    /** A value as the page shows it; a staff role by its name rather than its code. */
    value: (field: string, value: unknown) =>
      field.endsWith('role') && isStaffRole(value) ? t(`roles.${value}`) : auditValueText(value, words),
  };
}

const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/**
 * One change of the log: what was done to which record, who did it and when, then each field it
 * touched with its value before and after (a creation shows what it set, a removal what it held),
 * never the whole record.
 */
export function AuditEntryView({ entry, when }: { entry: AuditEntry; when: string }) {
  const { t } = useTranslation('admin');
  const names = useAuditNames();
  const arrow = useTheme().direction === 'rtl' ? '←' : '→';
  const changes = auditChanges(entry.before, entry.after);
  const shown = (field: string, item: unknown) => <bdi>{names.value(field, item)}</bdi>;
  return (
    <Stack spacing={0.5} sx={{ paddingBlock: 1.5 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {names.action(entry.action)}
        <Typography component="span" color="text.secondary">
          {' · '}
          <bdi>{names.target(entry)}</bdi>
        </Typography>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('audit.byAt', { who: entry.actor_email, when })}
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('audit.noFields')}
        </Typography>
      ) : (
        <Box
          component="dl"
          aria-label={t('audit.changes')}
          sx={{
            margin: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
            columnGap: 2,
            rowGap: 0.25,
          }}
        >
          {changes.map((change) => (
            <Box key={change.field} sx={{ display: 'contents' }}>
              <Typography
                component="dt"
                variant="body2"
                dir="ltr"
                sx={{ fontFamily: 'monospace', textAlign: 'start', overflowWrap: 'anywhere' }}
              >
                {change.field || t('audit.value')}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ margin: 0, marginBlockEnd: { xs: 0.75, sm: 0 }, overflowWrap: 'anywhere' }}
              >
                {entry.before === null ? (
                  shown(change.field, change.after)
                ) : entry.after === null ? (
                  shown(change.field, change.before)
                ) : (
                  <>
                    {shown(change.field, change.before)} <span aria-hidden>{arrow}</span>
                    <Box component="span" sx={visuallyHidden}>
                      {` ${t('audit.becomes')}`}
                    </Box>{' '}
                    {shown(change.field, change.after)}
                  </>
                )}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
