import { type UseFormReturn, useController } from 'react-hook-form';
import { errorProps } from '../../ui/form-errors';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';
import type { EventChoices } from './event-choices';
import { IdsField } from './ids-field';

type EventsForm = { screening_ids: number[] };

/** The events a plan covers, picked by title, as the ticket and subscription plan dialogs ask them. */
export function EventIdsField<Form extends EventsForm>({
  form,
  events,
  label,
  help,
}: {
  form: UseFormReturn<Form>;
  events: EventChoices;
  label: string;
  help: string;
}) {
  const fieldError = useAdminFieldErrorText();
  // Every form with this field is one of these; TypeScript cannot see it through the generic.
  const covering = form as unknown as UseFormReturn<EventsForm>;
  const { field } = useController({ control: covering.control, name: 'screening_ids' });
  return (
    <IdsField
      field={field}
      options={events.choices.map((event) => event.id)}
      labelOf={events.titleOf}
      loading={events.loading}
      label={label}
      {...errorProps(fieldError, covering.formState.errors.screening_ids, help)}
    />
  );
}
