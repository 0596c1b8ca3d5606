import { AppRoutes, type FlashCard, FlashCardMessages, languageName } from '@cinevocab/core';
import {
  ActionIcon,
  Badge,
  Button,
  Container,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconCards,
  IconDownload,
  IconInfoCircle,
  IconPlayerPlay,
  IconSearch,
  IconTrash,
  IconVolume,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useNow } from '@/hooks/use-now';
import { showNotification } from '@/lib/notify';
import { speak } from '@/lib/speech';
import { useDeleteFlashCard } from '../api/delete-flash-card';
import { useFlashCards } from '../api/get-flash-cards';
import { CardDetails } from './card-details';
import classes from './flash-cards.module.css';
import { EmptyState } from '@/components/empty-state';
import { LocalTime } from '@/components/local-time';

/**
 * 'My Flash Cards': the learner's cards, newest first, searchable; each with its
 * word, pronunciation, translation, definition, date and language; details and delete; how many
 * are due today, the session, and the exports (Anki, CSV).
 */
export function FlashCardsPage() {
  useDocumentTitle(FlashCardMessages.myFlashCards);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const cards = useFlashCards(debounced);
  const [details, setDetails] = useState<FlashCard | null>(null);
  const [toDelete, setToDelete] = useState<FlashCard | null>(null);
  const remove = useDeleteFlashCard();
  const now = useNow();

  useEffect(() => {
    if (cards.isError)
      showNotification({ tone: 'error', message: cards.error.message || FlashCardMessages.failedToLoad });
  }, [cards.isError, cards.error]);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
  };

  const list = cards.data;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1}>{FlashCardMessages.myFlashCards}</Title>
            {list && (
              <Text c="dimmed" role="status">
                {FlashCardMessages.dueToday(list.due_today)}
              </Text>
            )}
          </div>
          <Group gap="xs">
            <ExportButton
              href="/api/flash-cards/export.apkg"
              label={FlashCardMessages.exportApkg}
              canExport={list !== undefined && list.total > 0}
            />
            <ExportButton
              href="/api/flash-cards/export.csv"
              label={FlashCardMessages.exportCsv}
              canExport={list !== undefined && list.total > 0}
            />
            <Button
              component={Link}
              to={AppRoutes.learnFlashCards}
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
            >
              {FlashCardMessages.learnMyWords}
            </Button>
          </Group>
        </Group>
        <TextInput
          placeholder={FlashCardMessages.searchFlashCards}
          aria-label={FlashCardMessages.searchFlashCards}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={420}
        />
        {cards.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={160} radius="md" />
            ))}
          </SimpleGrid>
        ) : !list || list.cards.length === 0 ? (
          <EmptyState
            icon={IconCards}
            level="line"
            title={FlashCardMessages.noneFound}
            detail={
              debounced.trim() !== '' ? FlashCardMessages.tryDifferentSearch : FlashCardMessages.saveWordsHint
            }
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" className={classes.grid}>
            {list.cards.map((card) => (
              <li key={card.id}>
                <CardTile
                  card={card}
                  now={now}
                  onDetails={() => setDetails(card)}
                  onDelete={() => setToDelete(card)}
                />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <Modal opened={details !== null} onClose={() => setDetails(null)} title={details?.word ?? ''} size="lg">
        {details && <CardDetails card={details} />}
      </Modal>
      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={FlashCardMessages.deleteTitle}
      >
        <Stack gap="md">
          <Text>{FlashCardMessages.deleteConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              {FlashCardMessages.cancel}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirmDelete}>
              {FlashCardMessages.delete}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

/**
 * A download of the cards; with none to export, a disabled button: a link drawn disabled is still
 * a link to assistive technology, and its greyed text fails the contrast a live control needs.
 */
function ExportButton({ href, label, canExport }: { href: string; label: string; canExport: boolean }) {
  const icon = <IconDownload size={16} aria-hidden />;
  if (!canExport) {
    return (
      <Button variant="default" leftSection={icon} disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button component="a" href={href} download variant="default" leftSection={icon}>
      {label}
    </Button>
  );
}

function CardTile({
  card,
  now,
  onDetails,
  onDelete,
}: {
  card: FlashCard;
  now: number;
  onDetails: () => void;
  onDelete: () => void;
}) {
  const isDue = Date.parse(card.due) <= now;
  return (
    <Paper withBorder radius="md" p="md" className={classes.tile} aria-label={card.word} role="group">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={800} size="xl" lang={card.word_language} className={classes.word}>
            {card.word}
          </Text>
          <ActionIcon
            variant="light"
            radius="xl"
            aria-label={`${FlashCardMessages.pronunciation}: ${card.word}`}
            onClick={() => speak(card.word, card.word_language)}
          >
            <IconVolume size={18} />
          </ActionIcon>
        </Group>
        {card.translation && <Text fw={600}>{card.translation}</Text>}
        {card.definition && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {card.definition}
          </Text>
        )}
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {languageName(card.word_language)}
          </Badge>
          <Text size="xs" c="dimmed">
            <LocalTime
              at={card.created_at}
              say={(moment) => FlashCardMessages.createdOn(moment.toLocaleDateString())}
            />
          </Text>
        </Group>
        <Text size="xs" c={isDue ? 'orange.7' : 'dimmed'}>
          {isDue ? (
            FlashCardMessages.dueNow
          ) : (
            <LocalTime
              at={card.due}
              say={(moment) =>
                FlashCardMessages.dueNext(
                  moment.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
                )
              }
            />
          )}
        </Text>
        <Group justify="flex-end" gap={4}>
          <Tooltip label={FlashCardMessages.details}>
            <ActionIcon
              variant="subtle"
              aria-label={`${FlashCardMessages.details}: ${card.word}`}
              onClick={onDetails}
            >
              <IconInfoCircle size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={FlashCardMessages.delete}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${FlashCardMessages.delete}: ${card.word}`}
              onClick={onDelete}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Stack>
    </Paper>
  );
}
