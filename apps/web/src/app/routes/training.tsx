import { useMemo } from 'react';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import { useIsInBrowser } from '@/hooks/use-is-in-browser';
import { TrainingScreen } from '@/features/training/components/training-screen';
import { exercisesRequest, missedWordCards, pickTrainingWords } from '@/features/training/select-words';
import { useSentences, useVocabulary, useWordStatuses } from '@/title-words';
import { EpisodeInPath, MovieInPath, type TitleInPath } from './title-in-path';

/** /movie/{id}/train-vocabulary: 'Generate Quiz' for a movie. */
export function MovieTrainingRoute() {
  return <MovieInPath>{(title) => <Training {...title} />}</MovieInPath>;
}

/** /episode/{episodeId}/train-vocabulary?tv=&season=&episode= */
export function EpisodeTrainingRoute() {
  return <EpisodeInPath>{(title) => <Training {...title} />}</EpisodeInPath>;
}

/** The session's words: the title's vocabulary and sentences, with the learner's statuses. */
function Training({ title, titlePath, titleName }: TitleInPath) {
  const { learning, native } = usePreferences();
  const vocabulary = useVocabulary(title, learning);
  const sentences = useSentences(title, learning, vocabulary.isSuccess);
  const progress = useWordStatuses({
    title,
    words: vocabulary.data,
    learning,
    native,
  });
  // The server renders the page with the title's words, and the browser draws the session from
  // them once it has taken the page over, when the marks this browser has not saved yet are in
  // the statuses too.
  const isInBrowser = useIsInBrowser();
  const isReady = isInBrowser && vocabulary.isSuccess && !progress.isLoading && !sentences.isPending;
  const request = useMemo(() => {
    if (!isReady) return null;
    const picked = pickTrainingWords(vocabulary.data, progress.statusOf);
    if (picked.length === 0) return null;
    return exercisesRequest({
      picked,
      words: vocabulary.data,
      sentences: sentences.data ?? [],
      learning,
      native,
    });
    // The session is drawn once, when everything has arrived: marks made elsewhere later do not reshuffle it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady, learning, native]);
  const cardOf = useMemo(
    () =>
      missedWordCards({
        words: vocabulary.data ?? [],
        sentences: sentences.data ?? [],
        title,
        titleName,
        learning,
        native,
      }),
    [vocabulary.data, sentences.data, title, titleName, learning, native],
  );
  return (
    <TrainingScreen
      key={`${learning}-${native}`}
      request={request}
      noWords={vocabulary.isError || (isReady && request === null)}
      learning={learning}
      native={native}
      kind={title.mediaType}
      titlePath={titlePath}
      titleName={titleName}
      cardOf={cardOf}
    />
  );
}
