import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The heading, text and way back every step of the login flow shares. */
export function StepFrame(props: {
  title: string;
  description?: ReactNode;
  onBack?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {props.title}
      </Typography>
      {props.description ? <Typography color="text.secondary">{props.description}</Typography> : null}
      {props.children}
      {props.onBack ? (
        <Button onClick={props.onBack} sx={{ alignSelf: 'flex-start' }}>
          {t('account.back')}
        </Button>
      ) : null}
    </Stack>
  );
}
