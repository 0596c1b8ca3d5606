import { AppRoutes, Messages } from '@cinevocab/core';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useServerStatus } from '@/components/server-response';
import classes from './not-found.module.css';

/** Any path without a page; the attempted path is logged. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  useServerStatus(404);
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <Center mih="70dvh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} className={classes.code}>
          {Messages.notFoundCode}
        </Title>
        <Text fz="xl" fw={600}>
          {Messages.notFoundTitle}
        </Text>
        <Button
          component={Link}
          to={AppRoutes.home}
          variant="light"
          mt="md"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {Messages.returnHome}
        </Button>
      </Stack>
    </Center>
  );
}
