/** Subtitle uploads: what the rest of the server uses of this module. */
export { createSubtitleUploadRepository, type SubtitleUploadRepository } from './subtitles.repository.js';
export { subtitlesRoutes } from './subtitles.routes.js';
export { createSubtitleService, type SubtitleService } from './subtitles.service.js';
