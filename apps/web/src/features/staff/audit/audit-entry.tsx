import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { auditChanges } from '@screener/contracts/audit';
import type { AuditEntry } from '@screener/contracts/staff';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { type AuditValueWords, auditValueText, wordByPath } from './audit-words';

/** What the log's lines are named by: the action's words, the record's kind, a value's words. */
export function useAuditNames() {
  const { t } = useTranslation('admin');
  const actions = t('audit.actions', { returnObjects: true });
  const targets = t('audit.targets', { returnObjects: true });
  const words: AuditValueWords = {
    yes: t('audit.values.yes'),
    no: t('audit.values.no'),
    none: t('audit.values.none'),
    picture: t('audit.values.picture'),
  };
  return {
    action: (action: string) => wordByPath(actions, action) ?? action,
    target: (entry: AuditEntry) => {
      const kind = wordByPath(targets, entry.target_type) ?? entry.target_type;
      return entry.target_id === null ? kind : t('audit.record', { kind, id: entry.target_id });
    },
    words,
  };
}

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
  const value = (item: unknown) => <bdi>{auditValueText(item, names.words)}</bdi>;
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
                  value(change.after)
                ) : entry.after === null ? (
                  value(change.before)
                ) : (
                  <>
                    {value(change.before)} <span aria-hidden>{arrow}</span>
                    <Box component="span" sx={visuallyHidden}>
                      {` ${t('audit.becomes')}`}
                    </Box>{' '}
                    {value(change.after)}
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
