import '@/app/mantine-styles';
import '@mantine/notifications/styles.css';
import { startInBrowser } from '@/app/start-in-browser';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');
await startInBrowser(container);
