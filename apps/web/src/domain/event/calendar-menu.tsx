import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { routePath } from '@screener/contracts/routes';
import type { Screener } from '@screener/contracts/screener';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notifications';
import { type CalendarEntry, calendarFile, googleCalendarLink } from './calendar-links';

export type CalendarScreener = Pick<
  Screener,
  'id' | 'title' | 'screening_starts_at' | 'screening_ends_at'
> & {
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

/** The two ways to add the event: Google Calendar's new-event page, or an .ics file. */
export function CalendarMenu({
  id,
  screener,
  anchor,
  onClose,
}: {
  id: string;
  screener: CalendarScreener;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const saveFile = async () => {
    onClose();
    try {
      download(await calendarFile(entryOf(screener), window.location.host), screener.title);
    } catch {
      notify(t('screenings.calendar.failed'), 'error');
    }
  };
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem
        component="a"
        href={googleCalendarLink(entryOf(screener))}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClose}
      >
        {t('screenings.calendar.google')}
      </MenuItem>
      <MenuItem onClick={() => void saveFile()}>{t('screenings.calendar.file')}</MenuItem>
    </Menu>
  );
}
