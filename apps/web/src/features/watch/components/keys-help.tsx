import { WatchMessages } from '@cinevocab/core';
import { Kbd, Modal, Table } from '@mantine/core';

/** The page's keys, on `?`. */
export function KeysHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={WatchMessages.keysHeading} size="md" centered>
      <Table>
        <Table.Tbody>
          {WatchMessages.keys.map(([key, what]) => (
            <Table.Tr key={key}>
              <Table.Td>
                <Kbd>{key}</Kbd>
              </Table.Td>
              <Table.Td>{what}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
