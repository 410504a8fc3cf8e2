import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { isRegistrationClosed } from '@screener/contracts/event';
import { currencySymbol, PRICING_TYPES } from '@screener/contracts/pricing';
import type { PricingPlan } from '@screener/contracts/pricing-plans';
import { routePath } from '@screener/contracts/routes';
import type { Screener } from '@screener/contracts/screener';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StepHeading } from '../../../domain/payment/step-heading';
import { useNow } from '../../../ui/use-now';

const PLAN_TABS = [
  { type: PRICING_TYPES.single, key: 'single' },
  { type: PRICING_TYPES.group, key: 'group' },
  { type: PRICING_TYPES.vod, key: 'vod' },
] as const;

/**
 * The plan step (spec part 2 §2.11): tabs single, group and VOD with a radio per plan; a pass
 * names itself and links to its details. Once registration has closed the tabs are hidden. A
 * single plan is chosen already; Enter on a radio chooses it and goes on, as a form's submit would.
 */
export function PricingPlanStep(props: {
  screener: Screener;
  plans: readonly PricingPlan[];
  initialPlanId: number | null;
  onChoose: (planId: number) => void;
  onBack: (() => void) | null;
  onCancel: () => void;
  /** A detail link leaves the dialog for the pass page. */
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const tabsId = useId();
  const tabs = PLAN_TABS.filter((tab) => props.plans.some((plan) => plan.type === tab.type));
  const initialTab = tabs.findIndex((tab) =>
    props.plans.some((plan) => plan.id === props.initialPlanId && plan.type === tab.type),
  );
  const [tabIndex, setTabIndex] = useState(Math.max(0, initialTab));
  const shown = props.plans.filter((plan) => tabs.some((tab) => tab.type === plan.type));
  const [planId, setPlanId] = useState<number | null>(
    props.initialPlanId ?? (shown.length === 1 ? (shown[0]?.id ?? null) : null),
  );
  const [missing, setMissing] = useState(false);
  const current = tabs[Math.min(tabIndex, tabs.length - 1)];
  const closed = isRegistrationClosed(props.screener, now);

  const next = () => {
    if (planId === null) setMissing(true);
    else props.onChoose(planId);
  };

  const chooseWithEnter = (event: KeyboardEvent<HTMLElement>) => {
    const radio = event.target;
    if (event.key !== 'Enter' || !(radio instanceof HTMLInputElement) || radio.type !== 'radio') return;
    event.preventDefault();
    props.onChoose(Number(radio.value));
  };

  return (
    <Stack spacing={2}>
      <StepHeading>{t('enrollment.plan.title')}</StepHeading>
      {closed ? <Alert severity="warning">{t('enrollment.plan.registrationClosed')}</Alert> : null}
      {!closed && !current ? <Alert severity="info">{t('enrollment.plan.none')}</Alert> : null}
      {!closed && current ? (
        <>
          <Tabs
            value={tabIndex}
            onChange={(_event, value: number) => setTabIndex(value)}
            aria-label={t('enrollment.plan.kinds')}
            variant="fullWidth"
          >
            {tabs.map((tab, index) => (
              <Tab
                key={tab.key}
                label={t(`enrollment.plan.types.${tab.key}`)}
                id={`${tabsId}-tab-${index}`}
                aria-controls={`${tabsId}-panel`}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-tab-${tabIndex}`}>
            <RadioGroup
              aria-label={t(`enrollment.plan.types.${current.key}`)}
              value={planId === null ? '' : String(planId)}
              onKeyDown={chooseWithEnter}
              onChange={(_event, value) => {
                setPlanId(Number(value));
                setMissing(false);
              }}
            >
              {props.plans
                .filter((plan) => plan.type === current.type)
                .map((plan) => (
                  <Stack key={plan.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <FormControlLabel
                      value={String(plan.id)}
                      control={<Radio />}
                      label={`${plan.name}: ${currencySymbol(plan.currency)}${plan.price}`}
                    />
                    {plan.type === PRICING_TYPES.group ? (
                      <Link
                        component={RouterLink}
                        to={routePath('pricing.overview', { pricing_id: plan.id })}
                        onClick={props.onLeave}
                        variant="body2"
                      >
                        {t('enrollment.plan.viewDetail')}
                      </Link>
                    ) : null}
                  </Stack>
                ))}
            </RadioGroup>
          </Box>
          {missing ? (
            <Alert severity="error" role="alert">
              {t('enrollment.plan.required')}
            </Alert>
          ) : null}
        </>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {props.onBack ? <Button onClick={props.onBack}>{t('enrollment.back')}</Button> : null}
        <Button onClick={props.onCancel}>{t('enrollment.cancel')}</Button>
        {!closed && current ? (
          <Button variant="contained" onClick={next}>
            {t('enrollment.continue')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
