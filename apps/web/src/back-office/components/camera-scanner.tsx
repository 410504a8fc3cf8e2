import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How often a camera frame is read for a QR code; often enough to feel instant on a phone. */
const READ_EVERY_MS = 150;

/**
 * The phone's back camera reading QR codes: once a code is read the camera stops and hands the
 * text on. The reader (jsQR) loads only when the camera is first opened.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('admin');
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [active, setActive] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const start = async () => {
      const [{ default: jsQR }, media] = await Promise.all([
        import('jsqr'),
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
      ]);
      stream = media;
      const video = videoRef.current;
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (stopped || !video || !context) return stop();
      video.srcObject = media;
      await video.play();
      const read = () => {
        if (stopped) return;
        if (video.videoWidth > 0) {
          canvas.width = video.videoWidth;
          canvas.height = video.videoHeight;
          context.drawImage(video, 0, 0);
          const frame = context.getImageData(0, 0, canvas.width, canvas.height);
          const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
          if (found?.data) {
            stop();
            setActive(false);
            onCodeRef.current(found.data);
            return;
          }
        }
        timer = window.setTimeout(read, READ_EVERY_MS);
      };
      read();
    };
    start().catch(() => {
      stop();
      setFailed(true);
      setActive(false);
    });
    return stop;
  }, [active]);

  const supported = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
  if (!supported) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="large"
        startIcon={<QrCodeScannerIcon aria-hidden />}
        onClick={() => {
          setFailed(false);
          setActive((on) => !on);
        }}
      >
        {active ? t('door.stopScan') : t('door.scan')}
      </Button>
      {active && (
        <Box
          component="video"
          ref={videoRef}
          muted
          playsInline
          aria-label={t('door.scan')}
          sx={{
            width: '100%',
            maxHeight: '50vh',
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: 'common.black',
          }}
        />
      )}
      {failed && <Alert severity="warning">{t('door.cameraUnavailable')}</Alert>}
    </>
  );
}
