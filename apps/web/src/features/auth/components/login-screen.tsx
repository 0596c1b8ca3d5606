import { AppRoutes, Messages } from '@cinevocab/core';
import { Box, Paper, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showNotification } from '@/lib/notify';
import { signInWithEmail } from '../api/sign-in';
import { signUpWithEmail } from '../api/sign-up';
import { useSession } from '../hooks/use-session';
import { AuthReturnAlert } from './auth-return-alert';
import { CredentialsForm, type CredentialsMode } from './credentials-form';
import classes from './login-screen.module.css';

/** The login and register screen: two tabs in a card on a cinema-dark backdrop. */
export function LoginScreen() {
  const [tab, setTab] = useState<CredentialsMode>('login');
  const [email, setEmail] = useState('');
  const session = useSession();
  const navigate = useNavigate();

  const afterSignIn = async () => {
    showNotification({ tone: 'success', message: Messages.signedIn });
    // Load the new session before leaving, so the protected area finds the user at once.
    await session.refetch();
    await navigate(AppRoutes.home, { replace: true });
  };

  const afterSignUp = () => {
    showNotification({ tone: 'success', message: Messages.registered });
    setTab('login');
  };

  return (
    <Box component="main" className={classes.page}>
      <div className={classes.strip} data-side="left" aria-hidden />
      <div className={classes.strip} data-side="right" aria-hidden />
      <Stack className={classes.column} gap="xl">
        <Stack align="center" gap={8} ta="center">
          <ThemeIcon
            size={56}
            radius="xl"
            variant="gradient"
            gradient={{ from: 'indigo.6', to: 'grape.5', deg: 135 }}
            aria-hidden
          >
            <IconMovie size={30} />
          </ThemeIcon>
          <Title order={1} className={classes.brand}>
            {Messages.productName}
          </Title>
          <Text className={classes.tagline}>{Messages.tagline}</Text>
          <Text className={classes.taglineDetail}>{Messages.taglineDetail}</Text>
        </Stack>

        <Paper className={classes.card} radius="lg" shadow="xl" p={{ base: 'lg', xs: 'xl' }}>
          <Stack gap="md">
            <AuthReturnAlert />
            <Tabs
              value={tab}
              onChange={(value) => setTab(value === 'register' ? 'register' : 'login')}
              keepMounted={false}
              variant="pills"
              radius="md"
            >
              <Tabs.List grow className={classes.tabs}>
                <Tabs.Tab value="login">{Messages.loginTab}</Tabs.Tab>
                <Tabs.Tab value="register">{Messages.registerTab}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="login" pt="lg">
                <CredentialsForm
                  mode="login"
                  email={email}
                  onEmailChange={setEmail}
                  submit={signInWithEmail}
                  onSuccess={afterSignIn}
                />
              </Tabs.Panel>
              <Tabs.Panel value="register" pt="lg">
                <CredentialsForm
                  mode="register"
                  email={email}
                  onEmailChange={setEmail}
                  submit={signUpWithEmail}
                  onSuccess={afterSignUp}
                />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
