import { Messages } from '@cinevocab/core';
import { Center, Loader } from '@mantine/core';

/** The large spinner shown while the session loads. */
export function FullScreenSpinner() {
  return (
    <Center h="100dvh" w="100%">
      <Loader size="xl" type="bars" role="status" aria-label={Messages.loading} />
    </Center>
  );
}
