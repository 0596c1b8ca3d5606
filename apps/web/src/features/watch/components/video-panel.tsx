import { WatchMessages } from '@cinevocab/core';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  NativeSelect,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  IconMinus,
  IconMovie,
  IconPlayerTrackPrev,
  IconPlayerTrackNext,
  IconPlus,
  IconRepeat,
  IconX,
} from '@tabler/icons-react';
import { Fragment } from 'react';
import { formatTime } from '@/title-words';
import { offsetStep, type VideoPlayer } from '../hooks/use-video-player';
import type { LineWord, TranscriptLine } from '../transcript-model';
import { type DrawnState, LineWords, statesOf } from './line-words';
import classes from './watch.module.css';

export interface VideoPanelProps {
  player: VideoPlayer;
  stateAt: (word: number) => DrawnState;
  translations: ReadonlyMap<number, string>;
  hideTranslation: boolean;
  onHideTranslation: (hide: boolean) => void;
  selected: { line: number; start: number } | null;
  onWord: (line: TranscriptLine, word: LineWord, target: HTMLElement) => void;
  onStep: (direction: -1 | 0 | 1) => void;
  /** 'I just heard this line': the learner then taps the line in the transcript. */
  onSyncStart: () => void;
  language: string;
}

const rates = ['0.5', '0.75', '1', '1.25', '1.5'];

/** The learner's own video, the line now over its picture, and the controls of study playback. */
export function VideoPanel(props: VideoPanelProps) {
  const { player } = props;
  const { attach, url, open, onLoadedMetadata, onError } = player;
  if (!url) return <VideoPicker onPick={open} />;
  // Side by side, not in a box of their own: on a narrow screen the video's box stays at the top
  // of the page as the lines scroll under it, which it can only do as a child of the page's area.
  return (
    <>
      <div className={classes.videoBox}>
        <video
          ref={attach}
          className={classes.video}
          src={url}
          controls
          playsInline
          onLoadedMetadata={onLoadedMetadata}
          onError={onError}
        />
        <LineOverPicture {...props} />
      </div>
      <VideoProblemNote player={player} />
      <PlaybackControls {...props} />
    </>
  );
}

function VideoPicker({ onPick }: { onPick: (file: File | null) => void }) {
  return (
    <Stack gap={6}>
      <Title order={2} size="h4">
        {WatchMessages.videoHeading}
      </Title>
      <Text size="sm" c="dimmed">
        {WatchMessages.videoPickHint}
      </Text>
      <FileButton onChange={onPick} accept="video/*,.mkv,.webm,.mp4,.m4v,.mov">
        {(fileProps) => (
          <Button
            {...fileProps}
            variant="light"
            leftSection={<IconMovie size={18} aria-hidden />}
            w="fit-content"
          >
            {WatchMessages.videoPick}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}

function LineOverPicture({
  player,
  stateAt,
  translations,
  hideTranslation,
  selected,
  onWord,
  language,
}: VideoPanelProps) {
  return (
    <div className={classes.overlay}>
      {player.currentLines.map((line) => {
        const translation = translations.get(line.index);
        return (
          <Fragment key={line.index}>
            <div className={classes.overlayLine} lang={language} data-testid="line-over-picture">
              <LineWords
                line={line}
                states={statesOf(line, stateAt)}
                selected={selected?.line === line.index ? selected : null}
                onWord={onWord}
              />
            </div>
            {translation !== undefined && !hideTranslation && (
              <div className={classes.overlayTranslation}>{translation}</div>
            )}
          </Fragment>
        );
      })}
    </div>
  );
}

function VideoProblemNote({ player }: { player: VideoPlayer }) {
  if (player.problem === 'cannot-play') {
    return (
      <Alert color="red" variant="light" role="alert">
        {WatchMessages.videoCannotPlay}
      </Alert>
    );
  }
  if (player.problem === 'too-short' && player.duration !== null) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {WatchMessages.videoTooShort(formatTime(player.duration), formatTime(player.lastEnd))}
      </Alert>
    );
  }
  return null;
}

const signedSeconds = (seconds: number) => `${seconds > 0 ? '+' : ''}${seconds.toFixed(1)} s`;

function PlaybackControls({
  player,
  hideTranslation,
  onHideTranslation,
  onStep,
  onSyncStart,
}: VideoPanelProps) {
  return (
    <Stack gap={8}>
      <Group gap="xs" wrap="wrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={WatchMessages.previousLine}
          onClick={() => onStep(-1)}
        >
          <IconPlayerTrackPrev size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={WatchMessages.replay} onClick={() => onStep(0)}>
          <IconRepeat size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={WatchMessages.nextLine} onClick={() => onStep(1)}>
          <IconPlayerTrackNext size={18} aria-hidden />
        </ActionIcon>
        <NativeSelect
          aria-label={WatchMessages.playbackRate}
          data={rates.map((rate) => ({ value: rate, label: `${rate}×` }))}
          defaultValue="1"
          w={88}
          onChange={(event) => player.setRate(Number(event.currentTarget.value))}
        />
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => player.open(null)}
        >
          {WatchMessages.videoClose}
        </Button>
      </Group>
      <Group gap="xs" wrap="wrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={WatchMessages.offsetEarlier}
          onClick={() => player.setOffset(player.offset - offsetStep)}
        >
          <IconMinus size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" data-testid="video-offset" aria-live="polite">
          {WatchMessages.offset(signedSeconds(player.offset))}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={WatchMessages.offsetLater}
          onClick={() => player.setOffset(player.offset + offsetStep)}
        >
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
        {player.offset !== 0 && (
          <Button variant="subtle" size="sm" onClick={() => player.setOffset(0)}>
            {WatchMessages.offsetReset}
          </Button>
        )}
        <Button variant="light" size="sm" onClick={onSyncStart}>
          {WatchMessages.syncHere}
        </Button>
      </Group>
      <Group gap="lg" wrap="wrap">
        <Switch
          label={WatchMessages.pauseOnNew}
          checked={player.pauseOnNew}
          onChange={(event) => player.setPauseOnNew(event.currentTarget.checked)}
        />
        <Switch
          label={WatchMessages.hideTranslationLine}
          checked={hideTranslation}
          onChange={(event) => onHideTranslation(event.currentTarget.checked)}
        />
      </Group>
      {player.pausedForNew && (
        <Text size="sm" c="blue.8" role="status">
          {WatchMessages.pausedForNew}
        </Text>
      )}
    </Stack>
  );
}
