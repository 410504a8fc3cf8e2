import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/**
 * One offer of a list page (a pass, a subscription plan): an outlined article named by its title,
 * with what stands `beside` the title, its facts stacked under it and its `actions` at the foot.
 */
export function OfferCard({
  title,
  beside,
  children,
  actions,
}: {
  title: string;
  beside?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const titleId = useId();
  const heading = (
    <Typography id={titleId} variant="h6" component="h2" dir="auto">
      {title}
    </Typography>
  );
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1}>
          {beside ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {heading}
              {beside}
            </Stack>
          ) : (
            heading
          )}
          {children}
        </Stack>
      </CardContent>
      {actions}
    </Card>
  );
}
