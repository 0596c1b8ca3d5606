import { StorageKeys } from '@cinevocab/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { readStored, writeStored } from '@/lib/stored-value';
import { type IsNew, linesAt, type TranscriptLine } from '../transcript-model';

export interface VideoPlayerOptions {
  lines: readonly TranscriptLine[];
  /** `movie:1`, `episode:5`: offsets are kept per title and file. */
  titleKey: string;
  isNew: IsNew;
}

/** Why a picked file is not watched with the lines, if it is not. */
export type VideoProblem = 'cannot-play' | 'too-short' | null;

const noLines: readonly TranscriptLine[] = [];

/** A video much shorter than the lines (by this share of their length) is another cut or film. */
const shortestShare = 0.8;
/** The step of the keys that shift the lines, in seconds. */
export const offsetStep = 0.1;

const offsetKeyOf = (titleKey: string, file: File) =>
  `${StorageKeys.videoOffsetPrefix}${titleKey}:${file.name}:${file.size}`;

/**
 * The learner's own video file, played in the page and never uploaded (an object URL of the file
 * on their device), and the line it is at: the video's time less the offset the learner set, kept
 * per title and file. While it plays, it pauses at the end of a line with a new word, once.
 */
export function useVideoPlayer({ lines, titleKey, isNew }: VideoPlayerOptions) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<VideoProblem>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [offset, setOffsetState] = useState(0);
  /** The lines on screen now (one cue may hold two); the first leads the transcript. */
  const [currentLines, setCurrentLines] = useState<readonly TranscriptLine[]>(noLines);
  const [pauseOnNew, setPauseOnNew] = useState(true);
  const [pausedForNew, setPausedForNew] = useState(false);

  // The file's URL lives as long as the file is open: revoked when another is picked or the page left.
  const urlRef = useRef<string | null>(null);
  useEffect(() => () => revoke(urlRef), []);

  const open = useCallback(
    (picked: File | null) => {
      revoke(urlRef);
      urlRef.current = picked ? URL.createObjectURL(picked) : null;
      setUrl(urlRef.current);
      setFile(picked);
      setProblem(null);
      setDuration(null);
      setCurrentLines(noLines);
      setOffsetState(picked ? readStored(offsetKeyOf(titleKey, picked), z.number(), 0) : 0);
    },
    [titleKey],
  );

  const setOffset = useCallback(
    (seconds: number) => {
      const rounded = Math.round(seconds * 1000) / 1000;
      setOffsetState(rounded);
      if (file) writeStored(offsetKeyOf(titleKey, file), rounded);
    },
    [file, titleKey],
  );

  const lastEnd = lines[lines.length - 1]?.end ?? 0;
  const onLoadedMetadata = useCallback(() => {
    const length = videoRef.current?.duration ?? Number.NaN;
    if (!Number.isFinite(length)) return;
    setDuration(length);
    setProblem(length < lastEnd * shortestShare ? 'too-short' : null);
  }, [lastEnd]);

  const onError = useCallback(() => setProblem('cannot-play'), []);

  useFollowVideo({ videoRef, lines, offset, isNew, pauseOnNew, setCurrentLines, setPausedForNew, url });

  /** Plays from a line's start (the offset applied). */
  const seekToLine = useCallback(
    (line: TranscriptLine) => {
      const video = videoRef.current;
      if (!video) return;
      video.currentTime = Math.max(0, line.start + offset);
      setCurrentLines([line]);
    },
    [offset],
  );

  /** The video's own time now, in seconds. */
  const videoTime = useCallback(() => videoRef.current?.currentTime ?? 0, []);
  const pause = useCallback(() => videoRef.current?.pause(), []);
  const playPause = useCallback(() => {
    const video = videoRef.current;
    if (video) void (video.paused ? video.play() : video.pause());
  }, []);
  const setRate = useCallback((rate: number) => {
    if (videoRef.current) videoRef.current.playbackRate = rate;
  }, []);
  /** For the video element's `ref`: the hook reads and drives the element through it. */
  const attach = useCallback((element: HTMLVideoElement | null) => {
    videoRef.current = element;
  }, []);

  return {
    attach,
    file,
    url,
    open,
    problem,
    duration,
    lastEnd,
    offset,
    setOffset,
    currentLines,
    currentLine: currentLines[0] ?? null,
    pauseOnNew,
    setPauseOnNew,
    pausedForNew,
    seekToLine,
    videoTime,
    pause,
    playPause,
    setRate,
    onLoadedMetadata,
    onError,
  };
}

export type VideoPlayer = ReturnType<typeof useVideoPlayer>;

function revoke(urlRef: { current: string | null }) {
  if (urlRef.current) URL.revokeObjectURL(urlRef.current);
  urlRef.current = null;
}

interface FollowOptions {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  lines: readonly TranscriptLine[];
  offset: number;
  isNew: IsNew;
  pauseOnNew: boolean;
  setCurrentLines: (lines: readonly TranscriptLine[]) => void;
  setPausedForNew: (paused: boolean) => void;
  url: string | null;
}

/**
 * Follows the video at every frame the browser draws: the line on screen changes state only when
 * it changes, and a line with a new word pauses the video as it ends (once per time it is played
 * through, so Play goes on).
 */
function useFollowVideo(options: FollowOptions) {
  const { videoRef, lines, offset, isNew, pauseOnNew, setCurrentLines, setPausedForNew, url } = options;
  // Read at each frame, not followed: a mark or a switched setting must not restart the loop,
  // which would forget the line it has paused after and pause there again.
  const isNewRef = useRef(isNew);
  const pauseOnNewRef = useRef(pauseOnNew);
  useEffect(() => {
    isNewRef.current = isNew;
    pauseOnNewRef.current = pauseOnNew;
  }, [isNew, pauseOnNew]);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url) return;
    let frame = 0;
    let shown = '';
    /** The last line played into; it stays so through the silence after it. */
    let watching: TranscriptLine | null = null;
    /** The line it paused after: not again until that line is played from its start. */
    let pausedAfter: TranscriptLine | null = null;
    let isPausedForNew = false;
    const follow = () => {
      const time = video.currentTime - offset;
      const now = linesAt(lines, time);
      const key = now.map((line) => line.index).join(',');
      if (key !== shown) {
        shown = key;
        setCurrentLines(now);
        watching = now[now.length - 1] ?? watching;
      }
      if (pausedAfter && time < pausedAfter.start) pausedAfter = null;
      const isAtEnd =
        watching !== null && time >= watching.end - pauseLead && time < watching.end + endWindow;
      if (
        pauseOnNewRef.current &&
        !video.paused &&
        isAtEnd &&
        watching !== pausedAfter &&
        watching?.words.some(({ word }) => isNewRef.current(word)) === true
      ) {
        video.pause();
        pausedAfter = watching;
        isPausedForNew = true;
        setPausedForNew(true);
      } else if (isPausedForNew && !video.paused) {
        isPausedForNew = false;
        setPausedForNew(false);
      }
      frame = requestAnimationFrame(follow);
    };
    frame = requestAnimationFrame(follow);
    return () => cancelAnimationFrame(frame);
  }, [videoRef, lines, offset, setCurrentLines, setPausedForNew, url]);
}

/** Paused this much before the line's end: a frame later the next line may already be on. */
const pauseLead = 0.05;
/** A video moved well past a line's end (a seek) is not paused for it. */
const endWindow = 0.5;
