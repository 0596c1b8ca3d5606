import { languageName, type NativeLanguageCode, type StudyLanguageCode, WordMessages } from '@cinevocab/core';
import { Progress, Text, UnstyledButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { showNotification } from '@/lib/notify';
import { subtitleFileAccept, subtitleFileProblem, useUploadSubtitles } from '../api/upload-subtitles';
import type { WordTitle } from '@/title-words';
import classes from './subtitle-drop-zone.module.css';

export interface SubtitleDropZoneProps {
  title: WordTitle;
  learning: StudyLanguageCode;
  /** Given: the zone takes the title's translation into this language (the learner's own). */
  translationInto?: NativeLanguageCode;
  /** Runs once a file is in, after the zone has said so. */
  onUploaded?: () => void;
}

/**
 * 'Upload subtitles': a file chosen with the button or dropped on it is checked here
 * against the server's limits, then uploaded for this title and language. Once it is in, the
 * summary is asked for again and replaces this block; a translation is paired with the title's
 * lines instead, which show it.
 */
export function SubtitleDropZone({ title, learning, translationInto, onUploaded }: SubtitleDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const ids = { label: useId(), hint: useId() };
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isDragging, setDragging] = useState(false);
  const texts = zoneTexts(translationInto);
  const upload = useUploadSubtitles({
    onUploaded: () => {
      showNotification({ tone: 'success', message: texts.done });
      onUploaded?.();
    },
  });
  const isBusy = upload.isPending;

  const send = (file: File | undefined) => {
    if (file === undefined || isBusy) return;
    const problem = subtitleFileProblem(file);
    setRefusal(problem);
    if (problem !== null) return;
    upload.mutate(
      { title, learning, file, ...(translationInto && { translationInto }) },
      { onError: (error) => showNotification({ tone: 'error', message: error.message }) },
    );
  };

  // Dropping must always be taken over: a file dropped and not handled opens in the browser tab.
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = isBusy ? 'none' : 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  };

  const message = refusal ?? upload.error?.message ?? null;
  return (
    <div className={classes.root}>
      <input
        ref={input}
        type="file"
        accept={subtitleFileAccept}
        hidden
        aria-label={WordMessages.uploadFileLabel}
        onChange={(event) => {
          send(event.currentTarget.files?.[0]);
          // The same file may be chosen again after a refusal.
          event.currentTarget.value = '';
        }}
      />
      <UnstyledButton
        className={classes.zone}
        aria-labelledby={ids.label}
        aria-describedby={ids.hint}
        // Not `disabled`: a disabled button would let a dropped file through to the browser.
        aria-disabled={isBusy}
        data-dragging={isDragging || undefined}
        onClick={() => {
          if (!isBusy) input.current?.click();
        }}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <IconUpload size={28} className={classes.icon} aria-hidden />
        <Text id={ids.label} className={classes.label}>
          {texts.label}
        </Text>
        <Text id={ids.hint} size="sm" c="dimmed">
          {WordMessages.uploadDrop}
          <br />
          {WordMessages.uploadFormats}
        </Text>
      </UnstyledButton>
      {isBusy && (
        <div className={classes.progress}>
          <Text size="sm" role="status" mb={6}>
            {WordMessages.uploading(upload.variables.file.name)}
          </Text>
          {/* The browser does not report how far a fetch upload is; the bar says it is under way. */}
          <Progress.Root size="md" radius="xl">
            <Progress.Section
              value={100}
              animated
              withAria={false}
              role="progressbar"
              aria-label={WordMessages.uploading(upload.variables.file.name)}
            />
          </Progress.Root>
        </div>
      )}
      {message !== null && !isBusy && (
        <Text role="alert" c="red.7" size="sm" mt="sm" ta="center">
          {message}
        </Text>
      )}
    </div>
  );
}

/** What the zone says: of the title's subtitles to learn from, or of its translation. */
function zoneTexts(translationInto: NativeLanguageCode | undefined) {
  if (translationInto === undefined) {
    return { label: WordMessages.uploadSubtitles, done: WordMessages.uploadDone };
  }
  const name = languageName(translationInto);
  return {
    label: WordMessages.uploadTranslationTrack(name),
    done: WordMessages.translationTrackUploaded(name),
  };
}
