import { StudyMessages, WatchMessages } from '@cinevocab/core';
import { useCallbackRef } from '@mantine/hooks';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { BackLink } from '@/components/back-link';
import { DownloadTranslation, titleKeyOf, VocabularyError } from '@/title-words';
import { offsetStep, useVideoPlayer } from '../hooks/use-video-player';
import { useReader } from '../hooks/use-reader';
import { useWatchKeys } from '../hooks/use-watch-keys';
import { useWatchSession, type WatchPageProps, type WatchSession } from '../hooks/use-watch-session';
import { densityOf } from '../transcript-model';
import { DensityStrip } from './density-strip';
import { KeysHelp } from './keys-help';
import { TranscriptList } from './transcript-list';
import { VideoPanel } from './video-panel';
import { WatchToolbar } from './watch-toolbar';
import { WordDialog } from './word-dialog';
import classes from './watch.module.css';

/** Bars of the strip along the running time. */
const densityBars = 48;

/**
 * /movie/{id}/watch: the title's transcript with every word coloured by what the learner knows,
 * a tap to its meaning, and the learner's own video file played beside it.
 */
export function WatchPage(props: WatchPageProps) {
  const session = useWatchSession(props);
  const back = props.title.mediaType === 'movie' ? StudyMessages.backToMovie : StudyMessages.backToEpisode;
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <BackLink to={props.titlePath}>{back}</BackLink>
        <div>
          <Title order={1} size="h2">
            {WatchMessages.heading}
          </Title>
          {props.titleName && <Text c="dimmed">{props.titleName}</Text>}
        </div>
        <WatchBody {...props} session={session} />
      </Stack>
    </Container>
  );
}

function WatchBody({ session, ...props }: WatchPageProps & { session: WatchSession }) {
  const failed = session.vocabulary.error
    ? session.vocabulary
    : session.transcript.error
      ? session.transcript
      : null;
  if (failed?.error) {
    return (
      <VocabularyError
        error={failed.error}
        isRetrying={failed.isFetching}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!session.isReady) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{WatchMessages.loading}</Text>
      </Group>
    );
  }
  return <Reading {...props} session={session} />;
}

function Reading({ session, ...props }: WatchPageProps & { session: WatchSession }) {
  const reader = useReader(session);
  const player = useVideoPlayer({
    lines: session.lines,
    titleKey: titleKeyOf(props.title),
    isNew: session.isNew,
  });
  const [hideTranslation, setHideTranslation] = useState(false);
  const [keysShown, setKeysShown] = useState(false);
  const [syncTime, setSyncTime] = useState<number | null>(null);
  const density = useMemo(
    () => densityOf(session.lines, session.isNew, densityBars),
    [session.lines, session.isNew],
  );
  const { lines } = session;

  const step = useCallback(
    (direction: -1 | 0 | 1) => {
      const at = player.currentLine?.index ?? reader.currentLine ?? -1;
      const line = lines[direction === 0 ? Math.max(0, at) : at + direction];
      if (!line) return;
      // Without a video the keys move the line in view, as they do the video with one.
      if (player.url) player.seekToLine(line);
      reader.goToLine(line.index);
    },
    [player, reader, lines],
  );
  const onTime = useCallback(
    (line: (typeof lines)[number]) => {
      if (syncTime !== null) {
        player.setOffset(syncTime - line.start);
        setSyncTime(null);
      } else if (player.url) {
        player.seekToLine(line);
      }
      reader.setCurrentLine(line.index);
    },
    [syncTime, player, reader],
  );
  useWatchKeys({
    playPause: player.url ? player.playPause : undefined,
    step,
    shiftLines: player.url
      ? (seconds) => player.setOffset(player.offset + Math.sign(seconds) * offsetStep)
      : undefined,
    nextNewWord: reader.nextNewWord,
    markSelected: (status) => reader.selected && reader.markWord(reader.selected.word, status),
    showHelp: () => setKeysShown(true),
  });

  // The same functions at every render: a mark then draws again only the lines whose words changed,
  // not every line on the screen (the lines keep what they are given unless it changes).
  const onWord = useCallbackRef(reader.chooseWord);
  const onTimeOfLine = useCallbackRef(onTime);
  const nextNewWord = useCallbackRef(reader.nextNewWord);
  const markScene = useCallbackRef(reader.markScene);
  const showKeys = useCallback(() => setKeysShown(true), []);

  // The line the video is at leads the transcript while a video plays.
  const currentLine = player.currentLine?.index ?? reader.currentLine;
  return (
    <>
      <Figures session={session} />
      <DensityStrip buckets={density} onJump={reader.goToLine} />
      <WatchToolbar
        onlyOneNew={reader.onlyOneNew}
        onOnlyOneNew={reader.setOnlyOneNew}
        oneNewCount={session.figures.oneNewLines.length}
        allTranslations={reader.allTranslations}
        onAllTranslations={reader.setAllTranslations}
        hasTranslations={session.humanLines.size > 0}
        onNextNewWord={nextNewWord}
        onMarkScene={markScene}
        onShowKeys={showKeys}
        note={reader.note}
      />
      {session.humanLines.size === 0 && session.canDownloadTranslation && (
        <DownloadTranslation title={props.title} learning={props.learning} native={props.native} />
      )}
      <div className={classes.watchArea} data-video={player.url ? '' : undefined}>
        <div className={classes.videoColumn}>
          <VideoPanel
            player={player}
            stateAt={session.stateAt}
            translations={session.humanLines}
            hideTranslation={hideTranslation}
            onHideTranslation={setHideTranslation}
            selected={reader.selected}
            onWord={onWord}
            onStep={step}
            onSyncStart={() => {
              player.pause();
              setSyncTime(player.videoTime());
            }}
            language={props.learning}
          />
          {syncTime !== null && (
            <Alert color="blue" variant="light" mt="xs">
              <Group gap="sm">
                <Text size="sm">{WatchMessages.syncPrompt}</Text>
                <Button size="compact-sm" variant="subtle" onClick={() => setSyncTime(null)}>
                  {WatchMessages.syncCancel}
                </Button>
              </Group>
            </Alert>
          )}
        </div>
        <TranscriptList
          lines={reader.shownLines}
          stateAt={session.stateAt}
          currentLine={currentLine}
          translations={session.humanLines}
          isTranslationShown={reader.isTranslationShown}
          onToggleTranslation={reader.toggleTranslation}
          selected={reader.selected}
          onWord={onWord}
          onTime={onTimeOfLine}
          scrollTo={reader.scrollTo}
          followLine={player.currentLine?.index ?? null}
          hasVideo={player.url !== null}
          onLastVisible={reader.setLastVisible}
          language={props.learning}
        />
      </div>
      <WordDialog
        chosen={reader.chosen}
        title={props.title}
        learning={props.learning}
        native={props.native}
        onClose={reader.closeWord}
        onMark={(word, status) => reader.markWord(session.words.indexOf(word), status)}
        onIgnore={(word, isIgnored) => reader.ignoreWord(session.words.indexOf(word), isIgnored)}
        onSaveCard={(chosen, answer) => {
          session.saveAsCard(
            chosen.word,
            chosen.line,
            answer?.ai_response ?? null,
            answer?.ai_response?.translation ?? '',
          );
          reader.closeWord();
        }}
      />
      <KeysHelp opened={keysShown} onClose={() => setKeysShown(false)} />
      {/* The line in view, said politely by screen readers as it changes: the video's, or the one the
          keys and 'Next new word' went to. */}
      <VisuallyHidden aria-live="polite" data-testid="line-announced">
        {player.url
          ? player.currentLines.map((line) => line.text).join(' ')
          : reader.currentLine === null
            ? ''
            : (lines[reader.currentLine]?.text ?? '')}
      </VisuallyHidden>
    </>
  );
}

function Figures({ session }: { session: WatchSession }) {
  const { figures, lines } = session;
  return (
    <Stack gap={4}>
      <Group gap="lg" wrap="wrap">
        <Text fw={600} data-testid="lines-understood">
          {WatchMessages.linesUnderstood(figures.understoodLines, lines.length)}
        </Text>
        <Text fw={600} data-testid="watch-coverage">
          {WatchMessages.coverage(figures.coveragePercent)}
        </Text>
        <Text c="dimmed">{WatchMessages.newWordsLeft(figures.newWords)}</Text>
      </Group>
      <Group gap="md" aria-hidden>
        {(['new', 'to-learn', 'known'] as const).map((status) => (
          <Text key={status} size="sm">
            <span className={classes.legendSwatch} data-status={status} />
            {status === 'new'
              ? WatchMessages.legendNew
              : status === 'to-learn'
                ? WatchMessages.legendToLearn
                : WatchMessages.legendKnown}
          </Text>
        ))}
      </Group>
    </Stack>
  );
}
