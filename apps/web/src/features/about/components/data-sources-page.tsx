import { AboutMessages, type AiDataSource, FixedDataSources } from '@cinevocab/core';
import { Alert, Container, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { mobileMediaQuery } from '@/components/nav-bar';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAiSources } from '../api/get-ai-sources';

/** /about/data: every data source this server uses, what it gives, and its licence. */
export function DataSourcesPage() {
  useDocumentTitle(AboutMessages.title);
  const sources = useAiSources();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{AboutMessages.title}</Title>
          <Text c="dimmed">{AboutMessages.intro}</Text>
        </div>
        <Stack gap="xs">
          <Title order={2} size="h3">
            {AboutMessages.aiHeading}
          </Title>
          {sources.isPending ? (
            <Skeleton height={120} />
          ) : sources.isError ? (
            <Alert color="red">{AboutMessages.failedToLoad}</Alert>
          ) : (
            <>
              <Text>
                {sources.data.provider === 'llm'
                  ? AboutMessages.answeredByModel(sources.data.model ?? '')
                  : AboutMessages.answeredOffline}
              </Text>
              {sources.data.sources.length === 0 ? (
                <Text c="dimmed">{AboutMessages.noOfflineData}</Text>
              ) : (
                <SourcesTable sources={sources.data.sources} label={AboutMessages.aiHeading} />
              )}
            </>
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h3">
            {AboutMessages.wordsHeading}
          </Title>
          <SourcesTable sources={FixedDataSources.words} label={AboutMessages.wordsHeading} />
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h3">
            {AboutMessages.catalogHeading}
          </Title>
          <SourcesTable sources={FixedDataSources.catalog} label={AboutMessages.catalogHeading} />
        </Stack>
      </Stack>
    </Container>
  );
}

/** The sources as a table on a wide screen; on a phone, where three columns do not fit, a list. */
function SourcesTable({ sources, label }: { sources: readonly AiDataSource[]; label: string }) {
  const isPhone = useMediaQuery(mobileMediaQuery);
  return isPhone === true ? (
    <SourcesList sources={sources} label={label} />
  ) : (
    // Between a phone and the table's own width it scrolls sideways: its viewport takes the
    // keyboard's focus so that the arrow keys can scroll it too, as a region named like the table.
    <Table.ScrollContainer
      minWidth={560}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      <Table striped aria-label={label} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{AboutMessages.columnSource}</Table.Th>
            <Table.Th>{AboutMessages.columnUse}</Table.Th>
            <Table.Th>{AboutMessages.columnLicence}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sources.map((source) => (
            <Table.Tr key={`${source.name}-${source.use}`}>
              <Table.Td fw={600}>{source.name}</Table.Td>
              <Table.Td>{source.use}</Table.Td>
              <Table.Td>{source.licence}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Each source as a card: its name, then what it gives and its licence, each under its heading. */
function SourcesList({ sources, label }: { sources: readonly AiDataSource[]; label: string }) {
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {sources.map((source) => (
        <Paper component="li" key={`${source.name}-${source.use}`} withBorder radius="md" p="sm">
          <Text fw={600}>{source.name}</Text>
          <SourceDetail heading={AboutMessages.columnUse} text={source.use} />
          <SourceDetail heading={AboutMessages.columnLicence} text={source.licence} />
        </Paper>
      ))}
    </Stack>
  );
}

/** One line of a source's card, after its column's heading: `Licence: CC-BY-SA-4.0`. */
function SourceDetail({ heading, text }: { heading: string; text: string }) {
  return (
    <Text size="sm" mt={4}>
      <Text span c="dimmed" size="sm">
        {heading}:{' '}
      </Text>
      {text}
    </Text>
  );
}
