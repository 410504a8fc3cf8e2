import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { routePath } from '@screener/contracts/routes';
import type { Screener } from '@screener/contracts/screener';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notifications';
import { type CalendarEntry, calendarFile, googleCalendarLink } from './calendar-links';

type CalendarScreener = Pick<Screener, 'id' | 'title' | 'screening_starts_at' | 'screening_ends_at'> & {
  venue?: string | null;
};

function entryOf(screener: CalendarScreener): CalendarEntry {
  return {
    id: screener.id,
    title: screener.title,
    startsAt: screener.screening_starts_at,
    endsAt: screener.screening_ends_at,
    pageUrl: new URL(routePath('screeners.overview', { screener_id: screener.id }), window.location.origin)
      .href,
    location: screener.venue ?? null,
  };
}

/** Saves the file through the browser's download, named after the event. */
function download(file: Blob, title: string): void {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'event'}.ics`;
  anchor.click();
  URL.revokeObjectURL(url);
}

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
  const menuId = useId();
  const close = () => setAnchor(null);
  const saveFile = async () => {
    close();
    try {
      download(await calendarFile(entryOf(screener), window.location.host), screener.title);
    } catch {
      notify(t('screenings.calendar.failed'), 'error');
    }
  };

  return (
    <>
      <Button
        size={size}
        variant="text"
        startIcon={<EventIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('screenings.calendar.add')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          component="a"
          href={googleCalendarLink(entryOf(screener))}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
        >
          {t('screenings.calendar.google')}
        </MenuItem>
        <MenuItem onClick={() => void saveFile()}>{t('screenings.calendar.file')}</MenuItem>
      </Menu>
    </>
  );
}
