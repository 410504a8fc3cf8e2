import { useEffect, useRef, useState } from 'react';

/**
 * A picture chosen from a file, cropped in the browser with a zoom towards its centre (1 to 3),
 * and the crop as a data URL for the preview. `problemOf` refuses a file before it is read (its
 * text is the error shown); `unreadable` is shown when the browser cannot decode the picture.
 * `onCropped` hears each new crop, and null when the choice is refused or cannot be read.
 */
export function useCroppedPicture({
  crop,
  problemOf,
  unreadable,
  onCropped,
}: {
  crop: (file: File, zoom: number) => Promise<string>;
  problemOf: (file: File) => string | null;
  unreadable: string;
  onCropped?: (dataUrl: string | null) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [zoom, setZoom] = useState(1);
  const [cropped, setCropped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The latest options, so a new function from the caller's render does not crop again.
  const latest = useRef({ crop, unreadable, onCropped });
  latest.current = { crop, unreadable, onCropped };

  useEffect(() => {
    if (!file) return;
    let live = true;
    latest.current.crop(file, zoom).then(
      (dataUrl) => {
        if (!live) return;
        setCropped(dataUrl);
        latest.current.onCropped?.(dataUrl);
      },
      () => {
        if (!live) return;
        setError(latest.current.unreadable);
        latest.current.onCropped?.(null);
      },
    );
    return () => {
      live = false;
    };
  }, [file, zoom]);

  /** A file from the input; none (the dialog cancelled) changes nothing. */
  const choose = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return;
    const problem = problemOf(chosen);
    setZoom(1);
    setCropped(null);
    setFile(problem ? null : chosen);
    if (problem) {
      setError(problem);
      onCropped?.(null);
    }
  };

  /** Forgets the choice, once its crop is used. */
  const clear = () => {
    setFile(null);
    setCropped(null);
  };

  return { file, zoom, setZoom, cropped, error, setError, choose, clear };
}

export type CroppedPicture = ReturnType<typeof useCroppedPicture>;
