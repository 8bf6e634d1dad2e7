let context: AudioContext | undefined;

/**
 * Readies sound playback. Browsers only let a page play sound after the person has
 * interacted with it, so this runs on the click that turns the sound on.
 */
export function unlockChime(): void {
  context ??= new AudioContext();
  void context.resume();
}

/** Two short rising tones, made in the browser: no sound file to download. */
export function playChime(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1175],
  ] as const) {
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.2, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.16);
    tone.connect(volume).connect(context.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.16);
  }
}
