/** The words screens record their activity through the app's one client (lib/record-activity). */
export { recordActivity } from '@/lib/record-activity';
