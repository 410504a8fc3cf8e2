import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PaymentGatewayName } from '@screener/contracts/company';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The gateway selector of the payment step: one radio per gateway the site takes. */
export function GatewaySelector(props: {
  gateways: readonly PaymentGatewayName[];
  value: PaymentGatewayName | null;
  disabled: boolean;
  onChange: (gateway: PaymentGatewayName) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl disabled={props.disabled}>
      <FormLabel id={labelId}>{t('enrollment.payment.method')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={props.value ?? ''}
        onChange={(_event, value) => {
          const gateway = props.gateways.find((name) => name === value);
          if (gateway) props.onChange(gateway);
        }}
      >
        {props.gateways.map((gateway) => (
          <FormControlLabel
            key={gateway}
            value={gateway}
            control={<Radio />}
            label={t(`enrollment.gateways.${gateway}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
