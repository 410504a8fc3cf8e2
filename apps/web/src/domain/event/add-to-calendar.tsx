import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarScreener } from './calendar-menu';

/** The menu and its module load on the first click: most visitors never open it. */
const CalendarMenu = lazy(() =>
  import('./calendar-menu').then((module) => ({ default: module.CalendarMenu })),
);

/** "Add to calendar": Google Calendar's new-event page, or an .ics file for any other calendar. */
export function AddToCalendar({
  screener,
  size = 'medium',
}: {
  screener: CalendarScreener;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  return (
    <>
      <Button
        size={size}
        variant="text"
        startIcon={<EventIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        {t('screenings.calendar.add')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <CalendarMenu id={menuId} screener={screener} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
