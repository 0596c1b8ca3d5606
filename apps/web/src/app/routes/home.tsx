import { languageName, Messages } from '@cinevocab/core';
import {
  Badge,
  Box,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCards, IconChartBar, IconMovie } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LanguageFlag } from '@/components/language-flag';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import classes from './home.module.css';

const steps: ReadonlyArray<{ title: string; detail: string; icon: ReactNode }> = [
  { title: Messages.homeStepPickTitle, detail: Messages.homeStepPickDetail, icon: <IconMovie size={22} /> },
  {
    title: Messages.homeStepLevelsTitle,
    detail: Messages.homeStepLevelsDetail,
    icon: <IconChartBar size={22} />,
  },
  { title: Messages.homeStepStudyTitle, detail: Messages.homeStepStudyDetail, icon: <IconCards size={22} /> },
];

/**
 * Home (/). Until search and browse arrive, a welcome: the tagline, the user's language pair and
 * how the product works. Nothing on it pretends to be data.
 */
export function HomeRoute() {
  const { preferredLanguage, myLanguage } = usePreferences();

  return (
    <>
      <Box component="section" className={classes.hero}>
        <Container size="md" py={{ base: 48, sm: 72 }}>
          <Stack align="center" ta="center" gap="md">
            <Title order={1} className={classes.title}>
              {Messages.tagline}
            </Title>
            <Text className={classes.detail}>{Messages.taglineDetail}</Text>
            <Group className={classes.pair} gap="sm" wrap="nowrap" mt="sm">
              <LanguageFlag code={preferredLanguage} width={28} decorative />
              <Text component="span" fw={600} className={classes.pairText}>
                {Messages.languagePair(languageName(preferredLanguage), languageName(myLanguage))}
              </Text>
              <LanguageFlag code={myLanguage} width={28} decorative />
            </Group>
            <Text size="sm" className={classes.hint}>
              {Messages.homeChangeLanguages}
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container component="section" size="lg" py={{ base: 40, sm: 64 }} aria-labelledby="how-it-works">
        <Title order={2} id="how-it-works" ta="center" mb="xl">
          {Messages.homeHowItWorks}
        </Title>
        <SimpleGrid component="ol" cols={{ base: 1, sm: 3 }} spacing="lg" className={classes.steps}>
          {steps.map((step, index) => (
            <Paper component="li" key={step.title} withBorder radius="lg" p="lg" className={classes.step}>
              <Group justify="space-between" align="flex-start" mb="md">
                <ThemeIcon
                  size={44}
                  radius="md"
                  variant="gradient"
                  gradient={{ from: 'indigo.6', to: 'grape.5', deg: 135 }}
                  aria-hidden
                >
                  {step.icon}
                </ThemeIcon>
                <Badge variant="light" color="gray" radius="sm" aria-hidden>
                  {index + 1}
                </Badge>
              </Group>
              <Title order={3} size="h4" mb={6}>
                {step.title}
              </Title>
              <Text size="sm" c="dimmed">
                {step.detail}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
