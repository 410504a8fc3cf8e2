import CastIcon from '@mui/icons-material/Cast';
import CastConnectedIcon from '@mui/icons-material/CastConnected';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCastUrl } from './api';
import { type CastSender, isPickerClosed } from './cast/cast-sender';
import { CAST_IDLE, type CastState, castReducer, isCasting } from './cast/cast-state';
import { useCastSender } from './cast/use-cast-sender';

type Props = {
  companyId: number;
  screenerId: number;
  filmId: number;
  title: string;
  currentTime: () => number;
  onStateChange: (state: CastState) => void;
  onFailed: () => void;
};

/**
 * The player's cast button. The device plays the casting URL of `getExternalSrcUrl` (its token is
 * in the path, since a device sends no cookie); the page's own player keeps its hls.js stream.
 */
export function CastButton(props: Props) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const sender = useCastSender(video);
  return (
    <>
      {sender && <CastControl sender={sender} {...props} />}
      {/* biome-ignore lint/a11y/useMediaCaption: never shown here; it only hands the casting URL to the device. */}
      <video ref={setVideo} hidden preload="none" />
    </>
  );
}

export function CastControl({
  sender,
  companyId,
  screenerId,
  filmId,
  title,
  currentTime,
  onStateChange,
  onFailed,
}: Props & { sender: CastSender }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(castReducer, CAST_IDLE);
  const [busy, setBusy] = useState(false);
  const onStateChangeRef = useRef(onStateChange);
  onStateChangeRef.current = onStateChange;

  useEffect(() => sender.subscribe(dispatch), [sender]);
  useEffect(() => onStateChangeRef.current(state), [state]);

  const casting = isCasting(state);
  const toggle = async () => {
    if (casting) return sender.stop();
    setBusy(true);
    try {
      const url = await fetchCastUrl(companyId, screenerId, filmId);
      await sender.start({ url, title, currentTime: currentTime() });
    } catch (error) {
      if (!isPickerClosed(error)) onFailed();
    } finally {
      setBusy(false);
    }
  };

  const label = casting ? t('player.cast.stop') : t('player.cast.label');
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-pressed={casting}
          disabled={busy}
          onClick={toggle}
        >
          {casting ? <CastConnectedIcon /> : <CastIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
