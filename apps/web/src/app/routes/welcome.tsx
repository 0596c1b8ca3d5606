import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageStep } from '@/features/first-run/components/language-step';
import { FirstRunResult, SkipCheck, StepLabel } from '@/features/first-run/components/first-run-result';
import { firstRunPath, firstRunStepOf } from '@/features/first-run/first-run-steps';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import { VocabularyCheckPage } from '@/features/vocabulary-estimate/components/vocabulary-check-page';
import { VocabularyEstimateResult } from '@/features/vocabulary-estimate/components/vocabulary-estimate-card';
import { FirstRunMessages } from '@cinevocab/core';

/**
 * /welcome: a new account's first run. It picks the language to learn and the learner's own, then
 * offers the vocabulary check (skippable) and its result, then Home. An account that has not
 * chosen its language is sent here from every page, and stays on the first step until it has.
 */
export function WelcomeRoute() {
  const { learning, native, needsSetup, setPair } = usePreferences();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const step = needsSetup ? 'languages' : firstRunStepOf(search);
  // Each step is a screen of its own: it starts at its top, not where Continue was on the last.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);

  if (step === 'languages') {
    return (
      <LanguageStep
        initialLearning={needsSetup ? null : learning}
        initialNative={native}
        onContinue={(pair) => {
          setPair(pair);
          void navigate(firstRunPath('check'));
        }}
      />
    );
  }
  if (step === 'check') {
    return (
      // A new check for another language (the learner went back and changed it).
      <VocabularyCheckPage
        key={learning}
        learning={learning}
        native={native}
        lead={<StepLabel step={2} total={2} />}
        title={FirstRunMessages.checkTitle}
        finishedTo={firstRunPath('result')}
        aside={<SkipCheck />}
      />
    );
  }
  return <FirstRunResult result={<VocabularyEstimateResult learning={learning} native={native} />} />;
}
