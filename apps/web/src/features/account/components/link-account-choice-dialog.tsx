import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asked when a link that logs in is opened by a viewer who is already signed in: the link's
 * account would replace the viewer's session, so the viewer chooses to stay or to switch. The
 * question is the whole page, so it is a dialog in the page rather than a modal over nothing.
 */
export function LinkAccountChoiceDialog({
  name,
  onStay,
  onSwitch,
}: {
  /** The signed-in viewer's name or email, as the account button shows it. */
  name: string;
  onStay: () => void;
  onSwitch: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Paper
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      sx={{
        inlineSize: 'calc(100% - 32px)',
        maxInlineSize: 480,
        marginInline: 'auto',
        marginBlock: 6,
        padding: 3,
      }}
    >
      <Typography id={titleId} variant="h6" component="h1" sx={{ marginBlockEnd: 1 }}>
        {t('account.linkAccountChoice.title')}
      </Typography>
      <Typography id={textId} sx={{ marginBlockEnd: 3 }}>
        {t('account.linkAccountChoice.text', { name })}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onSwitch}>{t('account.linkAccountChoice.switch')}</Button>
        {/* Staying is the safe choice, so it is the one that has the focus. */}
        <Button variant="contained" onClick={onStay} autoFocus>
          {t('account.linkAccountChoice.stay', { name })}
        </Button>
      </Stack>
    </Paper>
  );
}
