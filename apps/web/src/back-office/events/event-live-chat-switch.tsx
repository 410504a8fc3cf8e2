import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventFormApi } from './event-form';
import { EventSwitch } from './event-switch';

/** The live chat beside the stage: the watch page never shows it on an on-demand event (spec part 2 §4.1). */
export function EventLiveChatSwitch({ form }: { form: EventFormApi }) {
  const { t } = useTranslation('admin');
  const kind = useWatch({ control: form.control, name: 'kind' });
  return (
    <Controller
      control={form.control}
      name="stage.live_chat"
      render={({ field }) => (
        <EventSwitch
          checked={field.value}
          onChange={field.onChange}
          label={t('eventStage.liveChat')}
          hint={kind === 'on_demand' ? t('eventStage.liveChatOnDemand') : t('eventStage.liveChatHint')}
        />
      )}
    />
  );
}
