import {
  isNativeLanguageCode,
  isStudyLanguageCode,
  Messages,
  NATIVE_LANGUAGES,
  STUDY_LANGUAGES,
} from '@cinevocab/core';
import { LanguageSelect } from '@/components/language-select';
import { usePreferences } from '../hooks/use-preferences';

/** The two fields: the language learnt, and the learner's own. */
export type LanguageField = 'learning' | 'native';

export interface LanguageSelectsProps {
  /** Labels beside the fields (navigation bar) or above them (mobile menu). */
  inline?: boolean;
  /** The field the learner opened before this code arrived: it starts open, with the focus. */
  openedField?: LanguageField;
}

/** The 'Learning:' and 'My Language:' dropdowns of the navigation bar. */
export function LanguageSelects({ inline = false, openedField }: LanguageSelectsProps) {
  const { learning, native, setLearning, setNative } = usePreferences();
  return (
    <>
      <LanguageSelect
        label={Messages.learningLabel}
        languages={STUDY_LANGUAGES}
        value={learning}
        onChange={(code) => {
          if (isStudyLanguageCode(code)) setLearning(code);
        }}
        inline={inline}
        initiallyOpened={openedField === 'learning'}
      />
      <LanguageSelect
        label={Messages.myLanguageLabel}
        languages={NATIVE_LANGUAGES}
        value={native}
        onChange={(code) => {
          if (isNativeLanguageCode(code)) setNative(code);
        }}
        inline={inline}
        initiallyOpened={openedField === 'native'}
      />
    </>
  );
}
