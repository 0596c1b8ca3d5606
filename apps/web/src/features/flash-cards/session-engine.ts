/**
 * The flash card session: a first pass over the cards, then review passes over the
 * ones missed. In review, 'Know It' takes a card out and 'Don't Know' puts it back at a random
 * place; the session ends when no card is left.
 */
export interface SessionState<Card extends { id: string }> {
  cards: readonly Card[];
  /** The cards still to show in this pass, the current one first. */
  deck: Card[];
  mode: 'first' | 'review';
  /** First pass: the position shown ('Card n of m'). Review: how many were answered. */
  answered: number;
  /** The review deck's size when the review began ('Review n of m'). */
  reviewTotal: number;
  /** First-pass misses, in order: the review deck. */
  missed: Card[];
  knewFirstTime: number;
  isDone: boolean;
}

export function startSession<Card extends { id: string }>(cards: readonly Card[]): SessionState<Card> {
  return {
    cards,
    deck: [...cards],
    mode: 'first',
    answered: 0,
    reviewTotal: 0,
    missed: [],
    knewFirstTime: 0,
    isDone: cards.length === 0,
  };
}

export const currentCard = <Card extends { id: string }>(state: SessionState<Card>): Card | undefined =>
  state.isDone ? undefined : state.deck[0];

export interface SessionStep<Card extends { id: string }> {
  state: SessionState<Card>;
  /** Set when the first pass ended and the review begins: how many cards it holds. */
  reviewStarts?: number;
}

export function answerCard<Card extends { id: string }>(
  state: SessionState<Card>,
  knows: boolean,
  random: () => number = Math.random,
): SessionStep<Card> {
  const [card, ...rest] = state.deck;
  if (card === undefined || state.isDone) return { state };
  if (state.mode === 'first') {
    const missed = knows ? state.missed : [...state.missed, card];
    const knewFirstTime = state.knewFirstTime + (knows ? 1 : 0);
    if (rest.length > 0) {
      return { state: { ...state, deck: rest, answered: state.answered + 1, missed, knewFirstTime } };
    }
    if (missed.length === 0) {
      return {
        state: { ...state, deck: [], answered: state.answered + 1, missed, knewFirstTime, isDone: true },
      };
    }
    return {
      state: {
        ...state,
        deck: [...missed],
        mode: 'review',
        answered: 0,
        reviewTotal: missed.length,
        missed,
        knewFirstTime,
      },
      reviewStarts: missed.length,
    };
  }
  if (knows) {
    return { state: { ...state, deck: rest, answered: state.answered + 1, isDone: rest.length === 0 } };
  }
  // Back into the deck at a random place, not first again unless it is alone.
  const position = rest.length === 0 ? 0 : 1 + Math.floor(random() * rest.length);
  const deck = [...rest.slice(0, position), card, ...rest.slice(position)];
  return { state: { ...state, deck, answered: state.answered + 1 } };
}

/** Shuffles the cards still to come, the current one included. */
export function shuffleDeck<Card extends { id: string }>(
  state: SessionState<Card>,
  random: () => number = Math.random,
): SessionState<Card> {
  const deck = [...state.deck];
  for (let index = deck.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [deck[index], deck[other]] = [deck[other]!, deck[index]!];
  }
  return { ...state, deck };
}
