import {
  isNativeLanguageCode,
  isStudyLanguageCode,
  Messages,
  NATIVE_LANGUAGES,
  STUDY_LANGUAGES,
} from '@cinevocab/core';
import { LanguageSelect } from '@/components/language-select';
import { usePreferences } from '../hooks/use-preferences';

export interface LanguageSelectsProps {
  /** Labels beside the fields (navigation bar) or above them (mobile menu). */
  inline?: boolean;
}

/** The 'Learning:' and 'My Language:' dropdowns of the navigation bar. */
export function LanguageSelects({ inline = false }: LanguageSelectsProps) {
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
      />
      <LanguageSelect
        label={Messages.myLanguageLabel}
        languages={NATIVE_LANGUAGES}
        value={native}
        onChange={(code) => {
          if (isNativeLanguageCode(code)) setNative(code);
        }}
        inline={inline}
      />
    </>
  );
}
