import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@screener/contracts/dates';
import { currencySymbol, PRICING_TYPES } from '@screener/contracts/pricing';
import type { Screener } from '@screener/contracts/screener';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../ui/rich-text';

const PLAN_TABS = [
  { type: PRICING_TYPES.single, key: 'single' },
  { type: PRICING_TYPES.group, key: 'group' },
  { type: PRICING_TYPES.vod, key: 'vod' },
] as const;

/**
 * The pricing tabs (single ticket, multi-event pass, on demand) with each plan's name, price and sale
 * end. Choosing a plan is the enrollment dialog's step; the caller hides these once registration closes.
 */
export function TicketPlans({ screener }: { screener: Screener }) {
  const { t, i18n } = useTranslation();
  const tabs = PLAN_TABS.filter((tab) => (screener.monetization[String(tab.type)] ?? []).length > 0);
  const [selected, setSelected] = useState(0);
  const current = tabs[Math.min(selected, tabs.length - 1)];
  if (!current) return null;
  const plans = screener.monetization[String(current.type)] ?? [];

  return (
    <Box component="section" aria-labelledby="ticket-plans-title" sx={{ marginBlockStart: 3 }}>
      <Typography id="ticket-plans-title" variant="h6" component="h2">
        {t('screenings.overview.tickets')}
      </Typography>
      <Tabs
        value={selected}
        onChange={(_event, value: number) => setSelected(value)}
        aria-label={t('screenings.overview.ticketKinds')}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            label={t(`screenings.planTypes.${tab.key}`)}
            id={`ticket-plans-tab-${tab.key}`}
            aria-controls="ticket-plans-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="ticket-plans-panel" aria-labelledby={`ticket-plans-tab-${current.key}`}>
        <List dense>
          {plans.map((plan) => (
            <ListItem key={plan.id} disableGutters>
              <ListItemText
                primary={`${plan.name}: ${currencySymbol(plan.currency)}${plan.price}`}
                secondary={
                  <>
                    {plan.purchasing_end_date
                      ? t('screenings.overview.purchaseUntil', {
                          date: formatDisplayDate(plan.purchasing_end_date, undefined, i18n.language),
                        })
                      : null}
                    {plan.description ? <RichText html={plan.description} /> : null}
                  </>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}
