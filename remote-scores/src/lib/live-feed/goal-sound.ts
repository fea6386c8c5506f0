import { storage } from '@jincheng/shared';

/** The goal sound is off by default; the switch is remembered (storage key `scoresSound`). */
export function soundEnabled(): boolean {
  return storage.get('scoresSound') === 'on';
}

export function setSoundEnabled(on: boolean): void {
  storage.set('scoresSound', on ? 'on' : 'off');
}

let context: AudioContext | null = null;

/** Two short tones made on the spot (no audio file to load); silent where Web Audio is missing. */
export function playAlertSound(kind: 'goal' | 'red'): void {
  const Ctx = typeof window !== 'undefined' ? window.AudioContext : undefined;
  if (!Ctx) return;
  try {
    context ??= new Ctx();
    const start = context.currentTime;
    const tones = kind === 'goal' ? [880, 1320] : [440, 330];
    tones.forEach((frequency, i) => {
      const osc = context!.createOscillator();
      const gain = context!.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, start + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, start + i * 0.18 + 0.16);
      osc.connect(gain).connect(context!.destination);
      osc.start(start + i * 0.18);
      osc.stop(start + i * 0.18 + 0.17);
    });
  } catch {
    // Autoplay policy or a closed context: the toast and the highlight still tell the fan.
  }
}
