import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A plain video made for a journey with Debian's ffmpeg when the test runs (nothing downloaded):
 * a grey picture of the given length, small and at two frames a second so that an hour and a half
 * takes seconds to make. Made once per machine and length; ffmpeg writes a temporary file of its own
 * process first, so a half-made video is never taken for a whole one, and two journeys making the
 * same video at once (desktop and phone, on a fresh machine) do not move each other's file away.
 */
export function testVideo(seconds: number, { fps = 2 }: { fps?: number } = {}): string {
  const dir = join(tmpdir(), 'cinevocab-e2e-videos');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `grey-${seconds}s-${fps}fps.webm`);
  if (existsSync(path)) return path;
  const partial = `${path}.${process.pid}.part.webm`;
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `color=c=0x334455:s=160x90:r=${fps}:d=${seconds}`],
    // A key frame every two seconds: the journeys seek, and a seek lands on a key frame.
    ...['-c:v', 'libvpx', '-g', String(fps * 2), '-b:v', '20k', partial],
  ]);
  execFileSync('mv', [partial, path]);
  return path;
}
