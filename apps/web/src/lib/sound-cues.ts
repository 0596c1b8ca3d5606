/**
 * The sort screen's sound cues: short chords played with the Web Audio API. Sound is
 * a nicety: a browser without it, or one that refuses to start audio, stays silent.
 */
export type SoundCue = 'success' | 'learning' | 'completion';

/** Frequencies (Hz) of each chord's notes, played together. */
const chords: Readonly<Record<SoundCue, readonly number[]>> = {
  // C major: the word is known.
  success: [523.25, 659.25, 783.99],
  // A minor, softer: one more word to learn.
  learning: [440, 523.25, 659.25],
  // C major with the octave, longer: a batch is complete.
  completion: [523.25, 659.25, 783.99, 1046.5],
};

let context: AudioContext | undefined;

export function playCue(cue: SoundCue): void {
  try {
    const AudioContextClass =
      typeof window === 'undefined'
        ? undefined
        : (window.AudioContext ??
          (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
    if (AudioContextClass === undefined) return;
    context ??= new AudioContextClass();
    const now = context.currentTime;
    const length = cue === 'completion' ? 0.9 : 0.35;
    for (const frequency of chords[cue]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now);
      gain.gain.exponentialRampToValueAtTime(0.06, now + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now);
      oscillator.stop(now + length + 0.05);
    }
  } catch {
    // No sound then; the screen says the same in words.
  }
}
