import { FlashCardMessages } from '@cinevocab/core';
import { Button, Group, Modal } from '@mantine/core';

export interface ResetSessionDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks whether to start the session over. */
export function ResetSessionDialog({ opened, onClose, onConfirm }: ResetSessionDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={FlashCardMessages.resetConfirm}>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {FlashCardMessages.cancel}
        </Button>
        <Button onClick={onConfirm}>{FlashCardMessages.reset}</Button>
      </Group>
    </Modal>
  );
}
