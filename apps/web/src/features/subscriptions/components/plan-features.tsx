import CheckIcon from '@mui/icons-material/Check';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SubscriptionInterval } from '@screener/contracts/subscription';
import { useTranslation } from 'react-i18next';
import '../subscription-texts';

const FEATURES = ['catalogue', 'noRental', 'cancel'] as const;

/** What a plan gives, by its interval (spec part 2 §2.10). */
export function PlanFeatures({ interval }: { interval: SubscriptionInterval }) {
  const { t } = useTranslation('subscriptions');
  return (
    <List dense disablePadding>
      {FEATURES.map((feature) => (
        <ListItem key={feature} disableGutters>
          <ListItemIcon sx={{ minInlineSize: 32 }}>
            <CheckIcon fontSize="small" color="success" />
          </ListItemIcon>
          <ListItemText primary={t(`subscriptions.features.${interval}.${feature}`)} />
        </ListItem>
      ))}
    </List>
  );
}
