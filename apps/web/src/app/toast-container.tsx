// Its own module, fetched after the first page (app/providers.tsx): `lib/notify.ts` imports the
// toasts' store from the same package, and a dynamic import of the package itself would not leave
// the first page's chunk.
export { Notifications as ToastContainer } from '@mantine/notifications';
