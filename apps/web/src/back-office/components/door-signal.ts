import type { CheckInResult } from '@screener/contracts/ticket-check-in';

/** What the door hears and feels for each verdict, told apart without looking at the screen. */
export type DoorSignalKind = CheckInResult | 'refused';

type Tone = { hz: number; ms: number; wave: OscillatorType };

/**
 * A bright rising pair for a ticket let in, three low buzzes for one already in, one long low tone
 * for a refusal; a phone vibrates to the same rhythm.
 */
const SIGNALS: Record<DoorSignalKind, { tones: Tone[]; vibrate: number[] }> = {
  admitted: {
    tones: [
      { hz: 880, ms: 110, wave: 'sine' },
      { hz: 1320, ms: 160, wave: 'sine' },
    ],
    vibrate: [80],
  },
  already_admitted: {
    tones: [
      { hz: 330, ms: 140, wave: 'square' },
      { hz: 330, ms: 140, wave: 'square' },
      { hz: 330, ms: 140, wave: 'square' },
    ],
    vibrate: [120, 80, 120, 80, 120],
  },
  refused: { tones: [{ hz: 160, ms: 600, wave: 'sawtooth' }], vibrate: [500] },
};

const GAP_MS = 70;
let context: AudioContext | null = null;

/** Plays the verdict's tones (Web Audio, no files to load) and vibrates where the device can. */
export function playDoorSignal(kind: DoorSignalKind): void {
  const signal = SIGNALS[kind];
  navigator.vibrate?.(signal.vibrate);
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const audio = context;
  // A context made before the page was touched starts suspended; the Check press or scan resumes it.
  void audio.resume();
  let at = audio.currentTime + 0.02;
  for (const tone of signal.tones) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = tone.wave;
    oscillator.frequency.value = tone.hz;
    // A short fade in and out, so a tone does not click.
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(0.25, at + 0.01);
    gain.gain.setValueAtTime(0.25, at + tone.ms / 1000 - 0.02);
    gain.gain.linearRampToValueAtTime(0, at + tone.ms / 1000);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + tone.ms / 1000);
    at += (tone.ms + GAP_MS) / 1000;
  }
}
