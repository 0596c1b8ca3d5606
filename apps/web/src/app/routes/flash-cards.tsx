import { FlashCardSession } from '@/features/flash-cards/components/flash-card-session';
import { FlashCardsPage } from '@/features/flash-cards/components/flash-cards-page';

/** /flash-cards: the learner's cards. */
export function FlashCardsRoute() {
  return <FlashCardsPage />;
}

/** /learn-flash-cards: a session over them, the cards due first. */
export function LearnFlashCardsRoute() {
  return <FlashCardSession />;
}
