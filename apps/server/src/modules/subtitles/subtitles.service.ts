import {
  languageName,
  type SubtitleLanguageCode,
  SubtitleLimits,
  WordMessages,
  type SubtitleUpload,
  type SubtitleUploadLookup,
  type SubtitleUploadQuery,
} from '@cinevocab/core';
import { likeliestName, NotASubtitleError } from '@cinevocab/lexicon';
import { AppError } from '../../http/app-error.js';
import type { CatalogProvider } from '../../providers/catalog/catalog-provider.js';
import type { TitleRef } from '../../providers/subtitles/subtitle-source.js';
import type { TitleAnalyser } from '../../workers/title-analyser.js';
import { requireCatalogTitle } from '../words/index.js';

import type { StoredUpload, SubtitleUploadRepository, UploadFile } from './subtitles.repository.js';

export interface ReceivedFile {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * Uploaded subtitle files: checked (extension, size, parsed as a subtitle off the request thread)
 * before they are stored; shared by every user; changed only by their uploader.
 */
export function createSubtitleService({
  catalog,
  uploads,
  analyser,
}: {
  catalog: CatalogProvider;
  uploads: SubtitleUploadRepository;
  analyser: TitleAnalyser;
}) {
  async function checkedFile(file: ReceivedFile, language: SubtitleLanguageCode): Promise<UploadFile> {
    const fileName = file.fileName.trim();
    const extension = fileName.slice(fileName.lastIndexOf('.')).toLowerCase();
    if (!fileName.includes('.') || !(SubtitleLimits.extensions as readonly string[]).includes(extension)) {
      throw new AppError('VALIDATION_ERROR', WordMessages.uploadWrongType);
    }
    if (file.bytes.byteLength > SubtitleLimits.maxUploadBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', WordMessages.uploadTooLarge);
    }
    try {
      const inspection = await analyser.inspect(file.bytes, fileName, language);
      if (inspection.language?.fits === false) {
        throw new AppError(
          'VALIDATION_ERROR',
          WordMessages.uploadWrongLanguage(languageName(language), likeliestName(inspection.language)),
        );
      }
      return { fileName, bytes: file.bytes, format: inspection.format, cues: inspection.cues };
    } catch (error) {
      if (error instanceof NotASubtitleError)
        throw new AppError('NOT_A_SUBTITLE', WordMessages.uploadNotASubtitle);
      throw error;
    }
  }

  async function changeable(id: string, userId: string): Promise<StoredUpload> {
    const upload = await uploads.findById(id);
    if (!upload) throw new AppError('NOT_FOUND', WordMessages.uploadNotFound);
    if (!canChange(upload, userId)) throw new AppError('FORBIDDEN', WordMessages.uploadNotYours);
    return upload;
  }

  return {
    async lookup(query: SubtitleUploadQuery, userId: string): Promise<SubtitleUploadLookup> {
      const upload = await uploads.find(query.media_type, query.content_id, query.language);
      return { upload: upload && describeUpload(upload, userId) };
    },

    /** POST: a new file for the title, or a replacement of the user's own. */
    async upload(
      title: TitleRef,
      language: SubtitleLanguageCode,
      file: ReceivedFile,
      userId: string,
    ): Promise<{ upload: SubtitleUpload; isNew: boolean }> {
      const checked = await checkedFile(file, language);
      await requireCatalogTitle(catalog, title);
      const saved = await uploads.put(title, language, checked, userId);
      if (!saved) throw new AppError('FORBIDDEN', WordMessages.uploadNotYours);
      return { upload: describeUpload(saved.upload, userId), isNew: saved.isNew };
    },

    /** PUT /api/subtitles/:id: another file for the same title and language. */
    async replace(id: string, file: ReceivedFile, userId: string): Promise<SubtitleUpload> {
      const upload = await changeable(id, userId);
      const checked = await checkedFile(file, upload.language as SubtitleLanguageCode);
      const replaced = await uploads.replace(id, checked, userId);
      // Deleted or taken over between the check and the write.
      if (!replaced) throw new AppError('FORBIDDEN', WordMessages.uploadNotYours);
      return describeUpload(replaced, userId);
    },

    async remove(id: string, userId: string): Promise<void> {
      await changeable(id, userId);
      if (!(await uploads.delete(id, userId))) throw new AppError('NOT_FOUND', WordMessages.uploadNotFound);
    },
  };
}
export type SubtitleService = ReturnType<typeof createSubtitleService>;

/** The uploader may change an upload; anyone may once the uploader's account is gone. */
const canChange = (upload: StoredUpload, userId: string): boolean =>
  upload.uploadedBy === null || upload.uploadedBy === userId;

function describeUpload(upload: StoredUpload, userId: string): SubtitleUpload {
  return {
    id: upload.id,
    media_type: upload.mediaType,
    content_id: upload.contentId,
    language: upload.language,
    tv_id: upload.tvId,
    season_number: upload.seasonNumber,
    episode_number: upload.episodeNumber,
    file_name: upload.fileName,
    size_bytes: upload.sizeBytes,
    format: upload.format,
    cues: upload.cues,
    uploaded_at: upload.updatedAt.toISOString(),
    is_yours: upload.uploadedBy === userId,
    can_change: canChange(upload, userId),
  };
}
