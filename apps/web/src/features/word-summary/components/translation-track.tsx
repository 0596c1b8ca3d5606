import { languageName, type NativeLanguageCode, type StudyLanguageCode, WordMessages } from '@cinevocab/core';
import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLanguage } from '@tabler/icons-react';
import { useId } from 'react';
import type { WordTitle } from '@/title-words';
import { SubtitleDropZone } from './subtitle-drop-zone';
import classes from './translation-track.module.css';

export interface TranslationTrackProps {
  title: WordTitle;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
}

/**
 * 'Add a translation in English': the title's subtitle file in the learner's own language, which
 * the screens then show under each of its lines. Folded away until asked for, since most titles
 * need none (the demo catalog has its own). A season is many files, and has no one translation.
 */
export function TranslationTrack({ title, learning, native }: TranslationTrackProps) {
  const [isOpen, { toggle, close }] = useDisclosure(false);
  const panelId = useId();
  if (title.mediaType === 'season' || (learning as string) === native) return null;
  const nativeName = languageName(native);
  return (
    <div className={classes.root}>
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        leftSection={<IconLanguage size={16} aria-hidden />}
      >
        {WordMessages.addTranslationTrack(nativeName)}
      </Button>
      <div id={panelId}>
        {isOpen && (
          <>
            <Text size="sm" c="dimmed" className={classes.hint}>
              {WordMessages.translationTrackHint(nativeName, languageName(learning))}
            </Text>
            <SubtitleDropZone title={title} learning={learning} translationInto={native} onUploaded={close} />
          </>
        )}
      </div>
    </div>
  );
}
