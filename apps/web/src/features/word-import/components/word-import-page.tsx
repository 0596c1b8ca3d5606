import {
  AppRoutes,
  type NativeLanguageCode,
  type StudyLanguageCode,
  WordImportMessages,
  type WordImportResult,
} from '@cinevocab/core';
import {
  Alert,
  Button,
  Checkbox,
  Container,
  FileInput,
  Group,
  List,
  Modal,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { BackLink } from '@/components/back-link';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useConfirmWordImport } from '../api/confirm-word-import';
import { useImportedWords } from '../api/get-imported-words';
import { type ImportChoices, importFileAccept, initialChoices, pastedFile } from '../api/import-form';
import { usePreviewWordImport } from '../api/preview-word-import';
import { useUndoWordImports } from '../api/undo-word-imports';

export interface WordImportPageProps {
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
}

type SourceKind = 'file' | 'text';

/**
 * Known words brought in from an Anki deck, a CSV or TSV export, a pasted list or pasted running
 * text (split into its words by the server). The learner picks
 * the source, sees what the import would do (and may change the deck, field or column it reads),
 * and only their confirmation writes anything.
 */
export function WordImportPage({ learning, native }: WordImportPageProps) {
  useDocumentTitle(WordImportMessages.pageTitle);
  const [kind, setKind] = useState<SourceKind>('file');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [choices, setChoices] = useState<ImportChoices>(initialChoices);
  const preview = usePreviewWordImport();
  const confirm = useConfirmWordImport();
  const upload = kind === 'file' ? file : text.trim() === '' ? null : pastedFile(text);

  const runPreview = (next: ImportChoices) => {
    setChoices(next);
    confirm.reset();
    if (upload) preview.mutate({ learning, native, file: upload, choices: next });
  };
  // A new source starts again from the server's guesses.
  const changeSource = () => {
    setChoices(initialChoices);
    preview.reset();
    confirm.reset();
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <BackLink to={AppRoutes.myWords}>{WordImportMessages.backToMyWords}</BackLink>
        <Title order={1}>{WordImportMessages.pageTitle}</Title>
        <Text>{WordImportMessages.intro}</Text>

        <form
          onSubmit={(event) => {
            event.preventDefault();
            runPreview(choices);
          }}
        >
          <Stack gap="md">
            <Radio.Group
              label={WordImportMessages.sourceLabel}
              value={kind}
              onChange={(value) => {
                setKind(value as SourceKind);
                changeSource();
              }}
            >
              <Group mt="xs">
                <Radio value="file" label={WordImportMessages.sourceFile} />
                <Radio value="text" label={WordImportMessages.sourceText} />
              </Group>
            </Radio.Group>
            {kind === 'file' ? (
              <FileInput
                label={WordImportMessages.fileLabel}
                description={WordImportMessages.fileDescription}
                accept={importFileAccept}
                value={file}
                onChange={(chosen) => {
                  setFile(chosen);
                  changeSource();
                }}
                clearable
                leftSection={<IconFileImport size={16} aria-hidden />}
              />
            ) : (
              <Textarea
                label={WordImportMessages.textLabel}
                description={WordImportMessages.textDescription}
                value={text}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  changeSource();
                }}
                autosize
                minRows={6}
                maxRows={16}
              />
            )}
            {preview.data?.format !== 'anki' && (
              <Radio.Group
                label={WordImportMessages.statusLabel}
                value={choices.status}
                onChange={(value) => runPreview({ ...choices, status: value as ImportChoices['status'] })}
              >
                <Group mt="xs">
                  <Radio value="known" label={WordImportMessages.statusKnown} />
                  <Radio value="to-learn" label={WordImportMessages.statusToLearn} />
                </Group>
              </Radio.Group>
            )}
            <Group>
              <Button type="submit" disabled={!upload} loading={preview.isPending}>
                {WordImportMessages.preview}
              </Button>
            </Group>
          </Stack>
        </form>

        {preview.isError && <Alert color="red">{preview.error.message}</Alert>}
        {preview.data && upload && (
          <Preview
            result={confirm.data ?? preview.data}
            isConfirmed={confirm.isSuccess}
            choices={choices}
            onChoose={runPreview}
            onConfirm={() => confirm.mutate({ learning, native, file: upload, choices })}
            isConfirming={confirm.isPending}
            confirmError={confirm.isError ? confirm.error.message : null}
          />
        )}

        <UndoImports learning={learning} native={native} />
      </Stack>
    </Container>
  );
}

interface PreviewProps {
  result: WordImportResult;
  isConfirmed: boolean;
  choices: ImportChoices;
  onChoose: (choices: ImportChoices) => void;
  onConfirm: () => void;
  isConfirming: boolean;
  confirmError: string | null;
}

function Preview({
  result,
  isConfirmed,
  choices,
  onChoose,
  onConfirm,
  isConfirming,
  confirmError,
}: PreviewProps) {
  const heading = isConfirmed ? WordImportMessages.importedHeading : WordImportMessages.previewHeading;
  const hasChanges = result.known + result.to_learn > 0;
  const isRunningText = result.format === 'running-text';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={heading}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {heading}
        </Title>
        {result.format === 'anki' && (
          <>
            <Group grow align="flex-start">
              <Select
                label={WordImportMessages.deckLabel}
                data={result.decks.map((deck) => ({ value: deck.id, label: `${deck.name} (${deck.cards})` }))}
                value={result.deck}
                onChange={(deck) => deck && onChoose({ ...choices, deck, field: null })}
                allowDeselect={false}
                disabled={isConfirmed}
              />
              <Select
                label={WordImportMessages.fieldLabel}
                data={result.fields.map((field) => ({ value: String(field.index), label: field.name }))}
                value={result.field === null ? null : String(result.field)}
                onChange={(field) =>
                  field && onChoose({ ...choices, deck: result.deck, field: Number(field) })
                }
                allowDeselect={false}
                disabled={isConfirmed}
              />
            </Group>
            <Text size="sm" c="dimmed">
              {WordImportMessages.ankiStatusHint}
            </Text>
          </>
        )}
        {result.format === 'table' && (
          <Group align="flex-end">
            <Select
              label={WordImportMessages.columnLabel}
              data={result.columns.map((column) => ({ value: String(column.index), label: column.name }))}
              value={result.column === null ? null : String(result.column)}
              onChange={(column) => column && onChoose({ ...choices, column: Number(column) })}
              allowDeselect={false}
              disabled={isConfirmed}
            />
            <Checkbox
              label={WordImportMessages.headerLabel}
              checked={result.has_header}
              onChange={(event) =>
                onChoose({ ...choices, hasHeader: event.currentTarget.checked, column: result.column })
              }
              disabled={isConfirmed}
            />
          </Group>
        )}
        {isRunningText && <Text size="sm">{WordImportMessages.runningTextRead}</Text>}
        <List spacing={4} aria-label={heading}>
          <List.Item>
            {isRunningText
              ? WordImportMessages.wordsFound(result.lines)
              : WordImportMessages.linesRead(result.lines)}
          </List.Item>
          <List.Item>
            {isConfirmed
              ? WordImportMessages.becameKnown(result.known)
              : WordImportMessages.becomeKnown(result.known)}
          </List.Item>
          <List.Item>
            {isConfirmed
              ? WordImportMessages.becameToLearn(result.to_learn)
              : WordImportMessages.becomeToLearn(result.to_learn)}
          </List.Item>
          <List.Item>{WordImportMessages.unchanged(result.unchanged)}</List.Item>
          <List.Item>{WordImportMessages.notRecognised(result.not_recognised)}</List.Item>
        </List>
        {result.not_recognised_examples.length > 0 && (
          <Text size="sm" c="dimmed">
            {`${WordImportMessages.notRecognisedExamples} ${result.not_recognised_examples.join(', ')}`}
          </Text>
        )}
        <Text size="sm">{WordImportMessages.learnerMarksKept}</Text>
        {confirmError && <Alert color="red">{confirmError}</Alert>}
        {isConfirmed ? (
          <Alert color="teal">{WordImportMessages.imported}</Alert>
        ) : hasChanges ? (
          <Group>
            <Button onClick={onConfirm} loading={isConfirming}>
              {WordImportMessages.confirm}
            </Button>
          </Group>
        ) : (
          <Alert color="blue">{WordImportMessages.nothingToImport}</Alert>
        )}
      </Stack>
    </Paper>
  );
}

function UndoImports({ learning, native }: WordImportPageProps) {
  const imported = useImportedWords(learning, native);
  const undo = useUndoWordImports();
  const [isAsking, setIsAsking] = useState(false);
  if (!imported.data) {
    return undo.isSuccess ? <Text role="status">{WordImportMessages.undone(undo.data)}</Text> : null;
  }
  return (
    <Stack gap="xs">
      <Text>{WordImportMessages.importedWords(imported.data)}</Text>
      <Group>
        <Button variant="default" color="red" onClick={() => setIsAsking(true)}>
          {WordImportMessages.undo}
        </Button>
      </Group>
      {undo.isError && <Alert color="red">{undo.error.message}</Alert>}
      <Modal opened={isAsking} onClose={() => setIsAsking(false)} title={WordImportMessages.undo}>
        <Stack>
          <Text>{WordImportMessages.undoConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsAsking(false)}>
              {WordImportMessages.cancel}
            </Button>
            <Button
              color="red"
              loading={undo.isPending}
              onClick={() => undo.mutate({ learning, native }, { onSettled: () => setIsAsking(false) })}
            >
              {WordImportMessages.undoConfirmButton}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
