import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FoundSubtitle, SubtitleSource } from './subtitle-source.js';

/** Original dialogue written for the demo catalog: `<movie|episode>-<id>.<language>.srt`. */
export const demoSubtitlesDir = fileURLToPath(new URL('../../../demo-subtitles', import.meta.url));

/**
 * The demo catalog's own subtitles, read from disk. Each file's hash is computed once, on its
 * first use, and names it in stored analyses.
 */
export function createDemoSubtitleSource(dir = demoSubtitlesDir): SubtitleSource {
  let names: Promise<Set<string>> | undefined;
  const hashes = new Map<string, Promise<string>>();
  const pathOf = (name: string) => `${dir}/${name}`;

  return {
    kind: 'demo',
    isRemote: false,
    async find(title, language): Promise<FoundSubtitle | null> {
      names ??= readdir(dir).then(
        (entries) => new Set(entries),
        () => new Set(),
      );
      const name = `${title.mediaType}-${title.contentId}.${language}.srt`;
      if (!(await names).has(name)) return null;
      let hash = hashes.get(name);
      if (!hash) {
        hash = readFile(pathOf(name)).then((bytes) => createHash('sha256').update(bytes).digest('hex'));
        hashes.set(name, hash);
      }
      return {
        kind: 'demo',
        sourceId: `demo:${await hash}`,
        load: async () => ({ bytes: await readFile(pathOf(name)), fileName: name }),
      };
    },
  };
}
