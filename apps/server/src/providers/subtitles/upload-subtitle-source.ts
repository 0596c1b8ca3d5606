import type { SubtitleLanguageCode } from '@cinevocab/core';
import type { FoundSubtitle, SubtitleSource, TitleRef } from './subtitle-source.js';

/** What the upload source needs from the uploads' repository (modules/subtitles). */
export interface UploadedSubtitleStore {
  /** The upload for a title and language, without its bytes. */
  findCurrent(
    title: TitleRef,
    language: SubtitleLanguageCode,
  ): Promise<{ id: string; sha256: string; fileName: string } | null>;
  contentOf(id: string): Promise<Uint8Array | null>;
}

export class UploadGoneError extends Error {
  constructor() {
    super('the uploaded subtitle file was deleted while it was being read');
    this.name = 'UploadGoneError';
  }
}

/** Files people uploaded for a title: the first source asked. */
export function createUploadSubtitleSource(store: UploadedSubtitleStore): SubtitleSource {
  return {
    kind: 'upload',
    isRemote: false,
    async find(title, language): Promise<FoundSubtitle | null> {
      const upload = await store.findCurrent(title, language);
      if (!upload) return null;
      return {
        kind: 'upload',
        sourceId: `upload:${upload.id}:${upload.sha256}`,
        load: async () => {
          const bytes = await store.contentOf(upload.id);
          if (!bytes) throw new UploadGoneError();
          return { bytes, fileName: upload.fileName };
        },
      };
    },
  };
}
